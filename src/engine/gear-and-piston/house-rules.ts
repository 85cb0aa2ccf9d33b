// Every number and switch of the rules in one place: those the input documents state (marked RULE,
// with the words in docs/rules/gear-and-piston.md) and those they leave open (house rules A-xx, each
// with the one-line reason the texts leave it open in that doc). Code reads these values; it never
// repeats them.

/** Phase III, A-15: how a location is refreshed (docs/rules/gear-and-piston.md, "The refresh"). */
export type RefreshReading = 'replace' | 'refill';

export const HOUSE_RULES = {
  /** RULE: action tokens per player — "プレーヤーは1ターンに4つのアクションが可能です". */
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
  /**
   * RULE: Workshop operations of the first, second and every further token PLACED there; the
   * allowance stays with the token when Union Muscle moves it.
   */
  workshopOperations: [3, 2, 1],
  /** display sizes, the same at every player count. */
  patentDisplay: 6,
  junkDisplay: 3,
  /** RULE: blueprints a player may hold. */
  handLimit: 5,
  /**
   * A-15: 'replace' — the refresh discards what is left on both displays and deals them afresh (the
   * default: the only reading under which the tips' "blind draw ... makes the game end even faster"
   * holds); 'refill' — it only fills the empty spaces.
   */
  refresh: 'replace' as RefreshReading,
  /**
   * Seed correction S-4: a face-up Patent Office take is NOT replaced until the refresh. The input
   * documents give the immediate replacement to the Junk Yard only ("replaced before the second is
   * chosen").
   */
  patentTakeReplaced: false,
  /** RULE: the Junk Yard replaces a face-up take at once, before the next pick. */
  junkTakeReplaced: true,
  /** RULE: Junk Yard picks per token; Black Market draw size. */
  junkPicks: 2,
  blackMarketDraw: 3,
  /** RULE: parts in a complete car that end the game (at once, A-24). */
  endPartCount: 12,
  /** blueprints dealt at setup. */
  startingHand: 0,
  /** Black Market leftovers go face down to the bottom of the New stack, in draw order. */
  blackMarketLeftovers: 'bottom' as 'bottom' | 'top',
  /** how many places "ahead" (前に進め) Union Muscle moves a token. */
  unionMusclePlaces: 1,
  /** steering parts a car may ever hold (placement cap). */
  maxSteering: 1,
  /**
   * RULE: scrap never makes a car longer than this many columns — EN: "Do not keep adding scrap to
   * your vehicle if it would make your car longer than 9"; a car that long and incomplete gets its
   * scrap by covering a part ("there is an illegal part that must be covered up").
   */
  maxScrapColumns: 9,
  /** volatility of each scrap part. */
  scrapVolatility: 2,
  /** RULE (§0.1 / A-06): wrench icons on each improvement part (each cancels one volatility point). */
  wrenchesPerImprovement: 1,
  /** tie-breaks after the score, in order. */
  tieBreaks: ['lower-volatility', 'more-parts', 'fewer-scrap'] as const,
} as const;

export type TieBreak = (typeof HOUSE_RULES.tieBreaks)[number];
