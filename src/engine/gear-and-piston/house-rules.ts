// Every number and switch the rules leave open (ASSUMPTION A-xx) or that the input documents settle,
// in one place. docs/rules/gear-and-piston.md explains each choice; a corrected rulebook value is a
// one-line change here. Code reads these values; it never repeats them.

export const HOUSE_RULES = {
  /** action tokens per player at every player count. */
  actionTokens: 4,
  /**
   * the minimum player count printed on each space, space 1 first. A location has as many
   * spaces as marks <= the player count (2p: 2/3/2/4 ... 6p: 4/7/6/8).
   */
  spaceMarks: {
    'back-alley': [2, 2, 4, 6],
    'patent-office': [2, 2, 2, 3, 4, 5, 6],
    'junk-yard': [2, 2, 3, 4, 5, 6],
    workshop: [2, 2, 2, 2, 3, 4, 5, 6],
  },
  /** §0.1: Workshop operations by queue position; positions past the list use its last value. */
  workshopOperations: [3, 2, 1],
  /** display sizes, the same at every player count. */
  patentDisplay: 6,
  junkDisplay: 3,
  /** FACT: blueprints a player may hold. */
  handLimit: 5,
  /**
   * Seed correction S-4: a face-up Patent Office take is NOT replaced until the refresh. The input
   * documents give the immediate replacement to the Junk Yard only ("replaced before the second is
   * chosen"), and warn that blind Patent Office draws and the Black Market end the game faster,
   * which holds only if face-up takes leave the stack alone.
   */
  patentTakeReplaced: false,
  /** FACT: the Junk Yard replaces a face-up take at once, before the next pick. */
  junkTakeReplaced: true,
  /** FACT: Junk Yard picks per token; Black Market draw size. */
  junkPicks: 2,
  blackMarketDraw: 3,
  /** FACT: parts in a complete car that end the game. */
  endPartCount: 12,
  /** blueprints dealt at setup. */
  startingHand: 0,
  /** Junk Yard leftovers are discarded at the refresh, like the Patent Office's. */
  junkYardClearedAtRefresh: true,
  /** the Back Alley may be used for nothing (the token is locked anyway). */
  backAlleyMayPass: true,
  /** Black Market leftovers go face down to the bottom of the New stack, in draw order. */
  blackMarketLeftovers: 'bottom' as 'bottom' | 'top',
  /** Union Muscle moves only the user's own token (false: any token in another location). */
  unionMuscleOwnTokenOnly: true,
  /** where a dismantled part goes. */
  dismantledTo: 'discard' as 'discard' | 'hand',
  /** steering parts a car may ever hold (placement cap). */
  maxSteering: 1,
  /** volatility of each scrap part. */
  scrapVolatility: 2,
  /** §0.1 / A-06: wrench icons on each improvement part (each cancels one volatility point). */
  wrenchesPerImprovement: 1,
  /** tie-breaks after the score, in order. */
  tieBreaks: ['lower-volatility', 'more-parts', 'fewer-scrap'] as const,
  /**
   * Seed correction S-1: an icon "ladder" investor pays its preferred value (3/2/1) for the first two
   * icons of a kind and +2 for every further icon of ANY kind (English quick reference).
   */
  ladderExtraPerIcon: 2,
} as const;

export type TieBreak = (typeof HOUSE_RULES.tieBreaks)[number];
