// The words of a dogma preview (engine/innovation/preview.ts): the featured icon and each player's
// count of it, who shares and acts first, who the demand hits, the share bonus, and "this will do
// nothing" when the engine can tell. Also the warning asked before a dogma an opponent shares, and
// the short note under a dogma button (who shares, whom the demand hits).
import type { PlayerId } from '../../engine/core/types';
import type { DogmaPreview } from '../../engine/innovation/preview';
import { joinList, t } from '../../i18n';
import { type RichText, type RichToken, card, tRich } from '../rich';
import { cardName } from './names';
import { iconName } from './text';

type SeatToken = (p: PlayerId) => RichToken;

const names = (seats: readonly PlayerId[], seat: SeatToken) => joinList(seats.map((p) => seat(p).label));

/** The preview as one paragraph. */
export function previewText(p: DogmaPreview, viewer: PlayerId | null, seat: SeatToken): RichText {
  const out: RichText = [];
  const add = (part: RichText) => {
    if (out.length > 0) out.push(' ');
    out.push(...part);
  };
  if (p.activator !== viewer) add(tRich('inno.preview.if', { name: seat(p.activator) }));
  add(tRich('inno.preview.head', { card: card(p.card, cardName(p.card)), icon: iconName(p.featured) }));
  const counts: RichText = [];
  p.counts.forEach((n, q) => {
    if (counts.length > 0) counts.push(t('inno.preview.sep'));
    counts.push(...tRich('inno.preview.count', { name: seat(q), n }));
  });
  out.push(' ', ...counts, t('inno.preview.end'));
  const outcome = previewOutcome(p, seat);
  if (outcome.length > 0) add(outcome);
  if (p.opponentSharers.length > 0 && p.activator === viewer) add(tRich('inno.preview.bonus'));
  if (p.nothing === true) add(tRich('inno.preview.nothing'));
  return out;
}

/**
 * Who shares and whom the demand hits, alone: the note under each button of the dogma menu, where
 * a phone cannot point at a button to see the whole preview.
 */
export function previewOutcome(p: DogmaPreview, seat: SeatToken): RichText {
  const out: RichText = [];
  const add = (part: RichText) => {
    if (out.length > 0) out.push(' ');
    out.push(...part);
  };
  if (p.hasShared) {
    if (p.sharers.length > 0) add(tRich('inno.preview.shares', { names: names(p.sharers, seat), n: p.sharers.length }));
    else add(tRich('inno.preview.noShare'));
  }
  if (p.hasDemand) {
    if (p.targets.length > 0) add(tRich('inno.preview.demands', { names: names(p.targets, seat), n: p.targets.length }));
    else add(tRich('inno.preview.noTarget'));
  }
  return out;
}

/** "Bot 2 shares Agriculture and acts first." — asked before the dogma runs. */
export function shareWarning(p: DogmaPreview, seat: SeatToken): RichText {
  return tRich('inno.confirm.share', { names: names(p.opponentSharers, seat), n: p.opponentSharers.length, card: card(p.card, cardName(p.card)) });
}
