// What followed a reviewed decision in the game actually played, from the deciding seat's own
// views (the one it had at the decision and the one it had a few moves later): achievements and
// scores that moved, codes entered, a car's score — public figures only, so a seat is never told
// of a card it could not see. Per game, as reasons (words on the UI thread).
import type { GameId, PlayerId } from '../../engine/core/types';
import { carStatus } from '../../engine/gear-and-piston/car-status';
import type { GnpState, GnpView } from '../../engine/gear-and-piston/types';
import type { GearsView } from '../../engine/gears/types';
import { ageOf } from '../../engine/innovation/facts';
import type { InnovationView } from '../../engine/innovation/view';
import { carScoreNow } from '../heuristics/gnp-plan';
import { type Reason, reason } from './types';

const seat = (p: PlayerId) => ({ seat: p });
const points = (score: readonly (string | number)[]) => score.reduce<number>((sum, c) => sum + (typeof c === 'number' ? c : ageOf(c)), 0);

function innovation(before: InnovationView, after: InnovationView, me: PlayerId): Reason[] {
  const turns = Math.max(1, after.turn - before.turn);
  const out: Reason[] = [];
  before.players.forEach((p, q) => {
    const gained = (after.players[q]?.achievements.length ?? 0) - p.achievements.length;
    if (gained > 0) out.push(q === me ? reason('inno.followYouAchieved', { n: gained, turns }) : reason('inno.followRivalAchieved', { seat: seat(q), n: gained, turns }));
  });
  const mine = [points(before.players[me]?.score ?? []), points(after.players[me]?.score ?? [])] as const;
  if (mine[1] !== mine[0]) out.push(reason('inno.followScore', { from: mine[0], to: mine[1], turns }));
  before.players.forEach((p, q) => {
    if (q === me) return;
    const was = points(p.score);
    const now = points(after.players[q]?.score ?? []);
    if (now > was) out.push(reason('inno.followRivalScore', { seat: seat(q), from: was, to: now, turns }));
  });
  return out.length > 0 ? out : [reason('inno.followQuiet', { turns })];
}

function gears(before: GearsView, after: GearsView, me: PlayerId): Reason[] {
  const rounds = Math.max(1, after.round - before.round + 1);
  const entered = (v: GearsView, q: PlayerId) => v.seats[q]?.codes.filter((c) => c.status === 'entered').length ?? 0;
  const out: Reason[] = [];
  before.seats.forEach((_, q) => {
    const n = entered(after, q) - entered(before, q);
    if (n > 0) out.push(q === me ? reason('gears.followYouEntered', { n, rounds }) : reason('gears.followRivalEntered', { seat: seat(q), n, rounds }));
  });
  return out.length > 0 ? out : [reason('gears.followNobody', { rounds })];
}

function gearAndPiston(before: GnpView, after: GnpView, me: PlayerId): Reason[] {
  const out: Reason[] = [];
  const car = (v: GnpView, q: PlayerId) => v.seats[q]?.car;
  const mine = [car(before, me), car(after, me)] as const;
  if (mine[0] && mine[1]) {
    const from = carScoreNow(before as unknown as GnpState, mine[0]);
    const to = carScoreNow(after as unknown as GnpState, mine[1]);
    if (to !== from) out.push(reason('gnp.followScore', { from, to }));
  }
  before.seats.forEach((_, q) => {
    if (q === me) return;
    const a = car(before, q);
    const b = car(after, q);
    if (!a || !b) return;
    const n = carStatus(b).parts - carStatus(a).parts;
    if (n > 0) out.push(reason('gnp.followRivalBuilt', { seat: seat(q), n }));
  });
  return out.length > 0 ? out : [reason('gnp.followQuiet', {})];
}

/** What followed, from the seat's views at the decision and a few moves later. */
export function followed(game: GameId, before: unknown, after: unknown, me: PlayerId): Reason[] {
  switch (game) {
    case 'innovation':
      return innovation(before as InnovationView, after as InnovationView, me);
    case 'gears':
      return gears(before as GearsView, after as GearsView, me);
    case 'gear-and-piston':
      return gearAndPiston(before as GnpView, after as GnpView, me);
    default:
      return [];
  }
}
