// The words of a dogma preview (engine/innovation/preview.ts): the featured icon and each player's
// count of it, who shares and acts first, who the demand hits, the share bonus, and "this will do
// nothing" when the engine can tell. Also the warning asked before a dogma an opponent shares, and
// the short note under a dogma button (who shares, whom the demand hits, whether it does nothing).
import type { PlayerId } from '../../engine/core/types';
import type { DogmaPreview } from '../../engine/innovation/preview';
import { joinList, t } from '../../i18n';
import { type RichText, type RichToken, card, tRich } from '../rich';
import { cardName } from './names';
import { iconName } from './text';

type SeatToken = (p: PlayerId) => RichToken;

const names = (seats: readonly PlayerId[], seat: SeatToken) => joinList(seats.map((p) => seat(p).label));

/** Sentences joined by a space. */
function sentences(): { out: RichText; add: (part: RichText) => void } {
  const out: RichText = [];
  return {
    out,
    add: (part) => {
      if (out.length > 0) out.push(' ');
      out.push(...part);
    },
  };
}

/** Echoes: how many echo effects run first, and who shares them. */
function echoesFirst(p: DogmaPreview, seat: SeatToken, add: (part: RichText) => void): void {
  if (!p.echoes) return;
  const { cards, sharers } = p.echoes;
  const k = cards.length;
  const who = sharers.length > 0 ? t('inno.preview.echoesShared', { names: names(sharers, seat), n: sharers.length, k }) : t('inno.preview.echoesOwn', { k });
  add([t('inno.preview.echoLine', { count: t('inno.preview.echoes', { n: cards.length }), cards: joinList(cards.map(cardName)), who })]);
}

/** Who shares, whom the demand hits (and first, the echo effects). */
function sharesAndDemand(p: DogmaPreview, seat: SeatToken, add: (part: RichText) => void): void {
  echoesFirst(p, seat, add);
  if (p.hasShared) {
    if (p.sharers.length > 0) add(tRich('inno.preview.shares', { names: names(p.sharers, seat), n: p.sharers.length }));
    else add(tRich('inno.preview.noShare'));
  }
  if (p.hasDemand) {
    if (p.targets.length > 0) add(tRich('inno.preview.demands', { names: names(p.targets, seat), n: p.targets.length }));
    else add(tRich('inno.preview.noTarget'));
  }
}

/** The preview as one paragraph. */
export function previewText(p: DogmaPreview, viewer: PlayerId | null, seat: SeatToken): RichText {
  const { out, add } = sentences();
  if (p.activator !== viewer) add(tRich('inno.preview.if', { name: seat(p.activator) }));
  add(tRich('inno.preview.head', { card: card(p.card, cardName(p.card)), icon: iconName(p.featured) }));
  const counts: RichText = [];
  p.counts.forEach((n, q) => {
    if (counts.length > 0) counts.push(t('inno.preview.sep'));
    counts.push(...tRich('inno.preview.count', { name: seat(q), n }));
  });
  out.push(' ', ...counts, t('inno.preview.end'));
  sharesAndDemand(p, seat, add);
  if (p.opponentSharers.length > 0 && p.activator === viewer) add(tRich('inno.preview.bonus'));
  if (p.nothing === true) add(tRich('inno.preview.nothing'));
  return out;
}

/**
 * The preview in short: who shares, whom the demand hits, and "this will do nothing". The note
 * under each button of the dogma menu, where a phone cannot point at a button to see it whole.
 */
export function previewNote(p: DogmaPreview, seat: SeatToken): RichText {
  const { out, add } = sentences();
  sharesAndDemand(p, seat, add);
  if (p.nothing === true) add(tRich('inno.preview.nothing'));
  return out;
}

/** "Bot 2 shares Agriculture and acts first." — asked before the dogma runs. */
export function shareWarning(p: DogmaPreview, seat: SeatToken): RichText {
  return tRich('inno.confirm.share', { names: names(p.opponentSharers, seat), n: p.opponentSharers.length, card: card(p.card, cardName(p.card)) });
}
