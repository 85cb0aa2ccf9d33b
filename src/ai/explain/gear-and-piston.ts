// Gear & Piston's explainer, from the seat's view: cars are public, the display is public, the
// seat's blueprints are its own. What a move does to the seat's car (complete, what it still lacks,
// what it would score now with these investors), which need a part it takes would fill, and where
// a token stands in a location's line. A part taken unseen is never named.
import { carScoreNow } from '../heuristics/gnp-plan';
import type { PlayerId } from '../../engine/core/types';
import { carStatus, type CarNeed } from '../../engine/gear-and-piston/car-status';
import { tallyCar } from '../../engine/gear-and-piston/car-checks';
import { INVESTOR_THRESHOLD, iconPoints, investor } from '../../engine/gear-and-piston/investors';
import { partSpec } from '../../engine/gear-and-piston/parts';
import { type Car, type Cell, type GnpMove, type GnpState, type GnpView, ICONS, LOCATIONS, WORKSHOP } from '../../engine/gear-and-piston/types';
import { type ExplainInput, type Explainer, type Reason, reason } from './types';

type Input = ExplainInput<GnpView, GnpMove, GnpState>;

const card = (id: string) => ({ card: id });
const typeTerm = (id: string) => ({ term: `gnp.type.${partSpec(id).type}` });

/** Does a part of this type meet one of the car's needs? */
function fills(needs: readonly CarNeed[], id: string): boolean {
  const type = partSpec(id).type;
  return needs.some((n) => (n.kind === 'motor' || n.kind === 'motor-of' ? type === 'motor' : n.kind === 'fuel' ? type === 'fuel' : n.kind === 'axles' ? type === 'axle' : n.kind === type));
}

/** Every cell of a car, both halves (the tally counts parts wherever they are). */
const carCells = (car: Car): Cell[] => [...car.front, ...car.back];

/** The seat's car after the move: the same in every world (cars are public, the seat's own moves are its own). */
const carAfter = (input: Input): Car | null => input.worlds[0]?.after.seats[input.me]?.car ?? null;

function carReasons(input: Input): Reason[] {
  const { view: v, me } = input;
  const before = v.seats[me]?.car;
  const after = carAfter(input);
  if (!before || !after) return [];
  const was = carStatus(before);
  const now = carStatus(after);
  const out: Reason[] = [];
  if (!was.complete && now.complete) out.push(reason('gnp.completes', { parts: now.parts }));
  else if (now.needs.length < was.needs.length) out.push(reason('gnp.needsFewer', { from: was.needs.length, to: now.needs.length }));
  // An investor's count: a kind of icon that reaches the two an investor pays for, or one more beyond.
  const tallyWas = tallyCar(carCells(before));
  const tallyNow = tallyCar(carCells(after));
  for (const icon of ICONS) {
    if (tallyNow[icon] <= tallyWas[icon] || tallyNow[icon] < INVESTOR_THRESHOLD) continue;
    const best = v.investors.map(investor).sort((a, b) => b.prefers[icon] - a.prefers[icon])[0];
    if (best) out.push(reason('gnp.investorPays', { icon: { term: `gnp.icon.${icon}` }, n: tallyNow[icon], investor: { term: `gnp.inv.${best.id}.name` }, pays: iconPoints(tallyNow[icon], best.prefers[icon]) }));
    break;
  }
  const scoreWas = carScoreNow(v as unknown as GnpState, before);
  const scoreNow = carScoreNow(v as unknown as GnpState, after);
  if (scoreNow !== scoreWas) out.push(reason('gnp.scoreTo', { from: scoreWas, to: scoreNow }));
  return out;
}

function partReasons(v: GnpView, me: PlayerId, id: string | null | undefined): Reason[] {
  if (!id) return [];
  const car = v.seats[me]?.car;
  const needs = car ? carStatus(car).needs : [];
  return [reason(fills(needs, id) ? 'gnp.fillsNeed' : 'gnp.takes', { card: card(id), type: typeTerm(id) })];
}

function placeReasons(v: GnpView, location: number): Reason[] {
  const n = (v.queues[location]?.length ?? 0) + 1;
  const where = { term: `gnp.loc.${LOCATIONS[location]}` };
  if (location === WORKSHOP) return [reason('gnp.queueWorkshop', { n, ops: [3, 2][n - 1] ?? 1, location: where })];
  return [reason('gnp.queue', { n, location: where })];
}

export const gearAndPistonExplainer: Explainer<GnpView, GnpMove, GnpState> = {
  game: 'gear-and-piston',
  reasons(input) {
    const { view: v, me, move } = input;
    const out: Reason[] = [];
    switch (move.type) {
      case 'place':
        out.push(...placeReasons(v, LOCATIONS.indexOf(move.location)));
        break;
      case 'take-display':
        out.push(...partReasons(v, me, (v.phase === 'junk-yard' ? v.junkDisplay : v.newDisplay)[move.slot]));
        break;
      case 'keep-part':
      case 'steal':
        out.push(...partReasons(v, me, move.part));
        break;
      case 'take-blind':
        out.push(reason('gnp.blind', {}));
        break;
      default:
        out.push(...carReasons(input));
    }
    if (out.length === 0) {
      const car = v.seats[me]?.car;
      if (car) out.push(reason('gnp.scoreNow', { score: carScoreNow(v as unknown as GnpState, car), needs: carStatus(car).needs.length }));
    }
    return out;
  },
  reply({ me, line, worlds }) {
    // Said only when the rival's move is public and names nothing the seat has not seen: a token
    // sent to a location, a spy's target, or a part taken from a display (face up) when the rival
    // moves right after the seat and every world shows the same part in that slot. Blueprints kept,
    // stolen or built from a hand are left unsaid.
    const step = line.find((x) => x.player !== me);
    if (!step) return null;
    const m = step.move as GnpMove;
    const who = { seat: step.player };
    if (m.type === 'place') return reason('gnp.replyPlaces', { seat: who, location: { term: `gnp.loc.${m.location}` } });
    if (m.type === 'espionage') return reason('gnp.replySpies', { seat: who, target: { seat: m.target } });
    if (m.type === 'take-display' && line[0] === step) {
      const shown = worlds.map((w) => (w.after.phase === 'junk-yard' ? w.after.junkDisplay : w.after.newDisplay)[m.slot] ?? null);
      const part = shown[0];
      if (part && shown.every((x) => x === part)) return reason('gnp.replyTakes', { seat: who, card: card(part) });
    }
    return null;
  },
};
