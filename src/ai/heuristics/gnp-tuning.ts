// Gear & Piston bots: the numbers their planner, playout policy and evaluation weigh by, in one
// object. The app and the CLI levels read it as it is; a tuning run (scripts/gnp-tune.ts) sets its
// fields before each decision of the bot it is trying, so two variants can play each other in one
// process (a search is synchronous: nothing else reads the object while it runs).
// docs/bots/gear-and-piston-strength.md says which values were tried and what they measured.

export interface GnpTuning {
  /** Points a Workshop operation is worth when there is something useful to build. */
  opWorth: number;
  /** Share of a part's want that taking it is worth (the build still has to happen). */
  takeShare: number;
  /** What an unseen part from the top of a stack is worth to take. */
  blindWant: number;
  /** A Back Alley token is locked for the next planning. */
  lockCost: number;
  /** Noise added to move values in playouts, in points. */
  playoutNoise: number;
  /** Multiplies the investor points a part would add where the planner values a part (the prior, easy). */
  investorPull: number;
  /** The same inside playouts. */
  playoutInvestorPull: number;
  /** Points of spread in the worth → win-chance map, late and early in the game. */
  spreadLate: number;
  spreadEarly: number;
  /** New parts left in the stack at which blueprints are still fully worth holding (about two rounds). */
  stackForFullHand: number;
}

/**
 * The shipped values. Re-tuned for the rules as corrected in issue 16 (was: opWorth 1.6,
 * playoutNoise 1.2, playoutInvestorPull 1): at 300 iterations, 200 games at 2 players, the three
 * together beat the old values 68 % [61, 74]; a lower pull for the planner too (the easy bot's
 * one-ply values) lost the easy bot 42 % of 600 games, so only playouts pull less.
 */
export const GNP_SHIPPED: Readonly<GnpTuning> = Object.freeze({
  opWorth: 2.4,
  takeShare: 0.5,
  blindWant: 1.5,
  lockCost: 0.8,
  playoutNoise: 2.5,
  investorPull: 1,
  playoutInvestorPull: 0.6,
  spreadLate: 2.5,
  spreadEarly: 5,
  stackForFullHand: 14,
});

/** What the bots read. Only a tuning run changes it (setTuning), and it puts the shipped values back. */
export const GNP_TUNING: GnpTuning = { ...GNP_SHIPPED };

/** Sets every field: the shipped values overridden by `changes`. */
export function setTuning(changes: Partial<GnpTuning> = {}): void {
  Object.assign(GNP_TUNING, GNP_SHIPPED, changes);
}
