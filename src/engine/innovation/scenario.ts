// Build a game position from a compact description, for tests and rule checks.
// Every card ends up in exactly one place: what the description names goes where it says; the
// rest goes into the supply, shuffled by the seed. See docs/innovation/scenario.md.
import type { PlayerId } from '../core/types';
import { IllegalOptionsError } from '../core/errors';
import { Rng, seedRng } from '../core/rng';
import { isSpecial } from './achievements';
import { iconCounts } from './board';
import { innovation } from './definition';
import { CARDS_BY_AGE, ECHOES_BY_AGE, ageOf, colorOf, isCardId, isEchoes } from './facts';
import { echoesOn, emptyPlayer } from './setup';
import type { CardId, Color, Edition, Expansion, InnovationState, Splay } from './types';
import { ACHIEVEMENT_AGES, COLORS, ECHOES_SPECIALS, MAX_AGE, SPECIALS } from './types';

export interface ScenarioPlayer {
  /** Piles by colour, bottom card first. */
  board?: Partial<Record<Color, CardId[]>>;
  splay?: Partial<Record<Color, Splay>>;
  hand?: CardId[];
  score?: CardId[];
  /** Claimed achievements: age-achievement card ids and special names. */
  achievements?: string[];
  /** Echoes: the forecast, face down (needs `expansions: ['echoes']`). */
  forecast?: CardId[];
}

export interface Scenario {
  /** One entry per seat (2–4). */
  players: ScenarioPlayer[];
  edition?: Edition;
  /** Expansions in play, e.g. ['echoes'] (last edition only). */
  expansions?: Expansion[];
  teams?: boolean;
  maxAge?: number;
  /** Shuffles the cards the description does not place (default 1). */
  seed?: number;
  /** Whose turn it is (default 0) and how many actions they have left (default 2). */
  current?: PlayerId;
  actionsLeft?: number;
  /** Turn number (default 10: past the one-action opening turns). */
  turn?: number;
  /**
   * Cards on top of a supply pile, in the order they will be drawn; the rest lie beneath. With
   * Echoes, Echoes cards listed here go on top of that age's Echoes pile (in the same order).
   */
  supply?: Partial<Record<number, CardId[]>>;
  /** Ages whose supply pile is empty: their unplaced cards are put out of the game ('removed'). */
  exhausted?: number[];
  /** Echoes: ages whose Echoes supply pile is empty (their unplaced Echoes cards are 'removed'). */
  echoesExhausted?: number[];
  /**
   * Unclaimed achievements (card ids and special names). Default: the five specials and one
   * unplaced card of each age 1–9.
   */
  achievements?: string[];
  /** Monument counters for this turn. */
  tucked?: number[];
  scored?: number[];
}

function fail(reason: string): never {
  throw new IllegalOptionsError('bad-scenario', reason);
}

export function buildScenario(d: Scenario): InnovationState {
  const n = d.players.length;
  const options = innovation.normalizeOptions({
    players: n,
    seed: d.seed ?? 1,
    teams: d.teams ?? false,
    edition: d.edition ?? 'last',
    maxAge: d.maxAge ?? MAX_AGE,
    expansions: d.expansions ?? [],
  });
  const echoes = echoesOn(options);
  const placed = new Set<string>();
  const place = (id: string, where: string) => {
    if (!echoes && isCardId(id) && isEchoes(id)) fail(`'${id}' is an Echoes card: add expansions: ['echoes'].`);
    if (!echoes && (ECHOES_SPECIALS as readonly string[]).includes(id)) fail(`${id} is an Echoes achievement: add expansions: ['echoes'].`);
    if (isSpecial(id)) {
      if (placed.has(id)) fail(`Special achievement ${id} is listed twice.`);
      placed.add(id);
      return;
    }
    if (!isCardId(id)) fail(`Unknown card '${id}' in ${where}.`);
    if (placed.has(id)) fail(`Card '${id}' is placed twice (again in ${where}).`);
    placed.add(id);
  };
  const players = d.players.map((sp, p) => {
    const pl = emptyPlayer(echoes);
    if (sp.forecast && !echoes) fail(`Player ${p} has a forecast: add expansions: ['echoes'].`);
    for (const c of sp.forecast ?? []) place(c, `player ${p}'s forecast`);
    if (pl.forecast) pl.forecast = (sp.forecast ?? []).slice();
    for (const color of COLORS) {
      const cards = sp.board?.[color] ?? [];
      for (const c of cards) {
        place(c, `player ${p}'s ${color} pile`);
        if (colorOf(c) !== color) fail(`'${c}' is ${colorOf(c)}, not ${color}.`);
      }
      const pile = pl.piles[COLORS.indexOf(color)]!;
      pile.cards = cards.slice();
      const splay = sp.splay?.[color] ?? 'none';
      if (splay !== 'none' && cards.length < 2) fail(`Player ${p}'s ${color} pile is too small to be splayed.`);
      pile.splay = splay;
    }
    for (const c of sp.hand ?? []) place(c, `player ${p}'s hand`);
    for (const c of sp.score ?? []) place(c, `player ${p}'s score pile`);
    for (const c of sp.achievements ?? []) place(c, `player ${p}'s achievements`);
    pl.hand = (sp.hand ?? []).slice();
    pl.score = (sp.score ?? []).slice();
    pl.achievements = (sp.achievements ?? []).slice();
    pl.icons = iconCounts(pl);
    return pl;
  });
  for (const c of d.achievements ?? []) place(c, 'the available achievements');
  const tops: CardId[][] = CARDS_BY_AGE.map(() => []);
  const echoesTops: CardId[][] = CARDS_BY_AGE.map(() => []);
  for (const [ageText, cards] of Object.entries(d.supply ?? {})) {
    for (const c of cards ?? []) {
      place(c, `supply ${ageText}`);
      if (ageOf(c) !== Number(ageText)) fail(`'${c}' is age ${ageOf(c)}, not ${ageText}.`);
    }
    tops[Number(ageText) - 1] = (cards ?? []).filter((c) => !isEchoes(c));
    echoesTops[Number(ageText) - 1] = (cards ?? []).filter((c) => isEchoes(c));
  }
  const rng = new Rng(seedRng(options.seed));
  const rest = CARDS_BY_AGE.map((ids) => rng.shuffle(ids.filter((id) => !placed.has(id))));
  const echoesRest = echoes ? ECHOES_BY_AGE.map((ids) => rng.shuffle(ids.filter((id) => !placed.has(id)))) : null;
  const achievements: string[] = [];
  if (d.achievements) achievements.push(...d.achievements);
  else {
    for (let age = 1; age <= ACHIEVEMENT_AGES; age++) {
      const c = rest[age - 1]!.pop();
      if (c) achievements.push(c);
    }
    for (const sp of SPECIALS) if (!placed.has(sp)) achievements.push(sp);
    if (echoes) for (const sp of ECHOES_SPECIALS) if (!placed.has(sp)) achievements.push(sp);
  }
  const removed: CardId[] = [];
  const exhausted = new Set(d.exhausted ?? []);
  const supply = rest.map((pile, i) => {
    if (exhausted.has(i + 1)) {
      if ((tops[i] ?? []).length > 0) fail(`Supply ${i + 1} cannot be both exhausted and given cards.`);
      removed.push(...pile);
      return [];
    }
    return [...pile, ...(tops[i] ?? []).slice().reverse()];
  });
  const echoesExhausted = new Set(d.echoesExhausted ?? []);
  const echoesSupply = echoesRest?.map((pile, i) => {
    if (echoesExhausted.has(i + 1)) {
      if ((echoesTops[i] ?? []).length > 0) fail(`Echoes supply ${i + 1} cannot be both exhausted and given cards.`);
      removed.push(...pile);
      return [];
    }
    return [...pile, ...(echoesTops[i] ?? []).slice().reverse()];
  });
  const zeros = players.map(() => 0);
  const current = d.current ?? 0;
  if (current < 0 || current >= n) fail(`No seat ${current}.`);
  const state: InnovationState = {
    options,
    rng: rng.fork(),
    phase: 'play',
    players,
    supply,
    achievements,
    removed,
    initial: players.map(() => null),
    current,
    actionsLeft: d.actionsLeft ?? 2,
    turn: d.turn ?? 10,
    tucked: d.tucked?.slice() ?? zeros.slice(),
    scored: d.scored?.slice() ?? zeros.slice(),
    frames: [],
    moves: 0,
    result: null,
    seen: [],
  };
  if (echoesSupply) state.echoes = echoesSupply;
  return state;
}
