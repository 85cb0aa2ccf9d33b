// How the round in progress is likely to end, for the Gears evaluation: each seat's final gear
// value is a small distribution (a gear not yet placed: any gear in hand on any side; a gear not
// yet turned in step 2: up, down or left alone, equally likely; Jolt and Half turn added; the
// multicolour exchange applied), and the expected code progress of each seat is summed over every
// combination, judged by the engine's own winner rules.
import { GEARS } from '../../engine/gears/data';
import { gearsOf } from '../../engine/gears/hand';
import { modifiersOf } from '../../engine/gears/resolve';
import { currentEffect, currentRule } from '../../engine/gears/round-card';
import { judge } from '../../engine/gears/rules';
import { rightOf } from '../../engine/gears/seats';
import type { CodeCard, GearColor, GearsState, PlacedGear } from '../../engine/gears/types';

interface Outcome {
  gear: GearColor;
  value: number;
  p: number;
}

/** Combinations judged exactly; past this, each seat keeps only its likeliest outcomes. */
const MAX_COMBINATIONS = 4096;

/** Code progress if this seat wins with this gear: a matching card 1, otherwise ½ (send or verify). */
export function winGain(codes: readonly CodeCard[], gear: GearColor, value: number): number {
  const color = GEARS[gear].codeColor;
  let open = false;
  let waiting = false;
  for (const c of codes) {
    if (c.status === 'open') {
      if (c.number === value || color === '*' || color === c.color) return 1;
      open = true;
    } else if (c.status === 'waiting') waiting = true;
  }
  return open || waiting ? 0.5 : 0;
}

/** Has seat's gear already had its step-2 turn this round? */
function turned(s: GearsState, seat: number): boolean {
  if (s.phase === 'place') return false;
  if (s.phase !== 'turn') return true;
  const turner = rightOf(seat, s.players);
  return (turner - s.token + s.players) % s.players < s.step;
}

function seatOutcomes(s: GearsState, seat: number, autoTurns: number): Outcome[] {
  const placed: PlacedGear | null = s.table[seat] ?? null;
  const options: { gear: GearColor; side: number }[] = placed
    ? [{ gear: placed.gear, side: placed.side }]
    : gearsOf(s.hands[seat] ?? 0).flatMap((gear) => [0, 1, 2, 3].map((side) => ({ gear, side })));
  const shifts = placed && turned(s, seat) ? [0] : [-1, 0, 1];
  const byKey = new Map<string, Outcome>();
  const p = 1 / (options.length * shifts.length);
  for (const o of options) {
    for (const d of shifts) {
      // A placed, already turned gear keeps its value (a multicolour exchange may have set it).
      const value =
        placed && shifts.length === 1 && autoTurns === 0
          ? placed.value
          : (GEARS[o.gear].values[(o.side + d + autoTurns + 8) % 4] as number);
      const key = `${o.gear}${value}`;
      const seen = byKey.get(key);
      if (seen) seen.p += p;
      else byKey.set(key, { gear: o.gear, value, p });
    }
  }
  return [...byKey.values()];
}

/**
 * Each seat's expected code progress from the round in progress (phases place to abilities).
 * Character abilities still to come are ignored: they are rare and their users choose well.
 */
export function expectedRoundGain(s: GearsState): number[] {
  const n = s.players;
  const effect = currentEffect(s);
  const beforeAuto = s.phase === 'place' || s.phase === 'turn';
  let autoTurns = 0;
  if (beforeAuto && effect === 'jolt') autoTurns = 1;
  if (beforeAuto && effect === 'half-turn') autoTurns = 2;
  const exchange = effect !== 'blackout';
  let dists: Outcome[][] = [];
  for (let seat = 0; seat < n; seat++) dists.push(seatOutcomes(s, seat, autoTurns));
  let combos = dists.reduce((c, d) => c * d.length, 1);
  while (combos > MAX_COMBINATIONS) {
    // Trim the widest distribution to its likeliest half (renormalised).
    let widest = 0;
    for (let i = 1; i < n; i++) if ((dists[i]?.length ?? 0) > (dists[widest]?.length ?? 0)) widest = i;
    const d = (dists[widest] as Outcome[]).slice().sort((a, b) => b.p - a.p);
    const kept = d.slice(0, Math.max(1, Math.ceil(d.length / 2)));
    const total = kept.reduce((t, o) => t + o.p, 0);
    dists = dists.map((x, i) => (i === widest ? kept.map((o) => ({ ...o, p: o.p / total })) : x));
    combos = dists.reduce((c, x) => c * x.length, 1);
  }
  const rule = currentRule(s);
  const mods = modifiersOf(s);
  const gain = new Array<number>(n).fill(0);
  const index = new Array<number>(n).fill(0);
  const values = new Array<number>(n).fill(0);
  const greys = new Array<boolean>(n).fill(false);
  const gains = dists.map((d, seat) => d.map((o) => winGain(s.codes[seat] ?? [], o.gear, o.value)));
  for (let c = 0; c < combos; c++) {
    let p = 1;
    for (let seat = 0; seat < n; seat++) {
      const o = (dists[seat] as Outcome[])[index[seat] as number] as Outcome;
      p *= o.p;
      values[seat] = o.value;
      greys[seat] = o.gear === 'grey';
    }
    const final = exchange ? exchanged(dists, index, values) : values;
    for (const w of judge(rule, final, greys, mods).winners) {
      gain[w] = (gain[w] as number) + p * ((gains[w] as number[])[index[w] as number] as number);
    }
    // Next combination (odometer).
    for (let seat = 0; seat < n; seat++) {
      const next = (index[seat] as number) + 1;
      if (next < (dists[seat] as Outcome[]).length) {
        index[seat] = next;
        break;
      }
      index[seat] = 0;
    }
  }
  return gain;
}

/** Values after every multicolour gear swaps with the gear on its right (unless multicolour too). */
function exchanged(dists: Outcome[][], index: number[], values: number[]): number[] {
  const n = values.length;
  let out: number[] | null = null;
  for (let seat = 0; seat < n; seat++) {
    const gear = (dists[seat] as Outcome[])[index[seat] as number]?.gear;
    if (gear !== 'multicolour') continue;
    const right = rightOf(seat, n);
    if ((dists[right] as Outcome[])[index[right] as number]?.gear === 'multicolour') continue;
    out ??= values.slice();
    out[seat] = values[right] as number;
    out[right] = values[seat] as number;
  }
  return out ?? values;
}
