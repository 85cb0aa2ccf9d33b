// Gears' explainer, from the seat's view: what a placed gear shows to the round card and which of
// the seat's open codes it could enter; for the moves after every gear is down (turns, abilities),
// how the round stands after the move across the worlds sampled from the view (who wins, whose
// gear jams), said as sure, likely, possible or lost — never a hidden gear's value.
import type { PlayerId } from '../../engine/core/types';
import { GEARS } from '../../engine/gears/data';
import { type JamModifiers, jamMask, winnerMask } from '../../engine/gears/rules';
import { exchangeMulticolour, modifiersOf } from '../../engine/gears/resolve';
import { leftOf, rightOf } from '../../engine/gears/seats';
import type { CodeCard, GearColor, GearsMove, GearsState, GearsView, PlacedGear } from '../../engine/gears/types';
import { type ExplainInput, type Explainer, type Reason, reason } from './types';

type Input = ExplainInput<GearsView, GearsMove, GearsState>;

const gearTerm = (g: GearColor) => ({ term: `gears.gear.${g}.name` });
const colourTerm = (c: string) => ({ term: `gears.colour.${c}` });
const seat = (p: PlayerId) => ({ seat: p });

/** Does an open code match a gear showing `value` (by number, or by the gear's code colour)? */
function matchesCode(card: CodeCard, gear: GearColor, value: number): boolean {
  if (card.status !== 'open') return false;
  if (card.number === value) return true;
  const c = GEARS[gear].codeColor;
  return c === '*' || c === card.color;
}

/** Who would win and whose gear would jam if step 3 came now (every gear down), in one world. */
function standing(s: GearsState): { won: number; jammed: number } | null {
  if (s.table.some((g) => g === null)) return null;
  if (s.phase === 'code-entry' || s.phase === 'blue-return') {
    const won = s.winners.reduce((m, p) => m | (1 << p), 0);
    return { won, jammed: 0 };
  }
  if (s.phase === 'place' || s.phase === 'over') return null;
  const c: GearsState = { ...s, table: s.table.slice() };
  if (c.effect !== 'blackout') exchangeMulticolour(c, null);
  const table = c.table as PlacedGear[];
  const values = table.map((g) => g.value);
  const greys = table.reduce((m, g, p) => (g.gear === 'grey' ? m | (1 << p) : m), 0);
  const mods: JamModifiers = modifiersOf(c);
  const jammed = jamMask(values, greys, mods);
  return { won: winnerMask(c.rule, values, jammed), jammed };
}

/** A seat's codes as the game counts them: entered 1, waiting for verification ½. */
const scoreOf = (s: GearsState, p: PlayerId): number => (s.codes[p] ?? []).reduce((sum, c) => sum + (c.status === 'entered' ? 1 : c.status === 'waiting' ? 0.5 : 0), 0);

/** How the round stands after the move across the worlds: the seat's win, and a rival's jam. */
function standingReasons(input: Input, target: PlayerId | null): Reason[] {
  const { me, worlds } = input;
  let counted = 0;
  let wins = 0;
  let jams = 0;
  for (const w of worlds) {
    // The move ended the round (its codes already entered): the seat won it if its score rose.
    const st = w.after.round !== w.before.round ? { won: scoreOf(w.after, me) > scoreOf(w.before, me) ? 1 << me : 0, jammed: 0 } : standing(w.after);
    if (!st) return [];
    counted++;
    if ((st.won >> me) & 1) wins++;
    if (target !== null && (st.jammed >> target) & 1) jams++;
  }
  if (counted === 0) return [];
  const out: Reason[] = [];
  const share = wins / counted;
  out.push(reason(share === 1 ? 'gears.standWinSure' : share >= 0.5 ? 'gears.standWinLikely' : share > 0 ? 'gears.standWinMaybe' : 'gears.standLose', {}));
  if (target !== null && jams / counted >= 0.5) out.push(reason(jams === counted ? 'gears.standJamsSure' : 'gears.standJamsLikely', { seat: seat(target) }));
  return out;
}

function placeReasons(v: GearsView, me: PlayerId, gear: GearColor, value: number): Reason[] {
  const out: Reason[] = [reason('gears.shows', { gear: gearTerm(gear), value, rule: { term: `gears.rule.${v.card.rule}` } })];
  // A gear already face up (Rush) with the same value: both jam (the rules' exceptions aside).
  const twin = v.seats.find((s) => s.seat !== me && s.table?.faceUp && s.table.value === value);
  if (twin && gear !== 'grey' && v.card.effect !== 'well-oiled') out.push(reason('gears.jamsWith', { seat: seat(twin.seat), value }));
  const codes = v.seats[me]?.codes ?? [];
  const n = codes.filter((c) => matchesCode(c, gear, value)).length;
  out.push(n > 0 ? reason('gears.matches', { n }) : reason('gears.matchesNone', {}));
  // In step 2 the seat on the right turns it once: what it may show then.
  const values = GEARS[gear].values;
  const side = values.indexOf(value as 1 | 2 | 3 | 4);
  const turner = rightOf(me, v.players);
  if (!v.seats[me]?.table && side >= 0 && turner !== me) out.push(reason('gears.turnable', { seat: seat(turner), up: values[(side + 1) % 4] as number, down: values[(side + 3) % 4] as number }));
  return out;
}

function codeReasons(v: GearsView, me: PlayerId, slot: number, kind: string): Reason[] {
  const codes = v.seats[me]?.codes ?? [];
  const card = codes[slot];
  if (!card) return [];
  const left = codes.filter((c, i) => i !== slot && c.status !== 'entered').length;
  return [reason(kind, { colour: colourTerm(card.color), number: card.number, left })];
}

export const gearsExplainer: Explainer<GearsView, GearsMove, GearsState> = {
  game: 'gears',
  // `covered` is the simulator's coverage record: no rule reads it.
  comparable: ({ covered: _covered, ...rules }) => rules,
  reasons(input) {
    const { view: v, me, move } = input;
    switch (move.type) {
      case 'place':
        return placeReasons(v, me, move.gear, GEARS[move.gear].values[move.side] as number);
      case 'turn': {
        const out = standingReasons(input, leftOf(me, v.players));
        return out.length > 0 ? out : [reason('gears.codesLeft', { n: (v.seats[me]?.codes ?? []).filter((c) => c.status !== 'entered').length })];
      }
      case 'mechanic':
      case 'foreman':
        return standingReasons(input, move.seat === me ? null : move.seat);
      case 'enter-code':
      case 'master-key':
        return codeReasons(v, me, move.card, 'gears.enters');
      case 'verify':
        return codeReasons(v, me, move.card, 'gears.verifies');
      case 'send':
        return codeReasons(v, me, move.card, 'gears.sends');
      case 'return-gear':
        return [reason('gears.returns', { gear: gearTerm(move.gear) })];
      case 'peek':
        return [reason('gears.peeks', { seat: seat(leftOf(me, v.players)) })];
      default: {
        const out = standingReasons(input, null);
        // Nothing to tell of the round: how far the seat is from entering every code.
        return out.length > 0 ? out : [reason('gears.codesLeft', { n: (v.seats[me]?.codes ?? []).filter((c) => c.status !== 'entered').length })];
      }
    }
  },
  reply({ view: v, me, line }) {
    // A rival's turn of the seat's own gear is public once made; its direction is the line's.
    const step = line.find((s) => s.player !== me);
    if (!step) return null;
    const m = step.move as GearsMove;
    if (m.type === 'turn' && leftOf(step.player, v.players) === me && m.dir !== 'leave') return reason('gears.replyTurns', { seat: seat(step.player), dir: { term: `gears.dir.${m.dir}` } });
    if (m.type === 'turn' && leftOf(step.player, v.players) === me) return reason('gears.replyLeaves', { seat: seat(step.player) });
    return null;
  },
};
