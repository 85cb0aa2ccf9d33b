// Words the Innovation table prints: names of cards, colours, icons and zones, card help, and one
// log sentence per event, all in the current language. Card words themselves live in names.ts.
import type { SessionSetup } from '../../app/setup';
import type { GameEvent, PlayerId } from '../../engine/core/types';
import { facts, isCardId } from '../../engine/innovation/facts';
import type { Edition } from '../../engine/innovation/types';
import { joinList, t, tk } from '../../i18n';
import { seatLogName } from '../gears/names';
import { cardName, cardText, specialCondition } from './names';

export { cardName };
export const colourName = (c: string): string => tk(`inno.colour.${c}`);
export const iconName = (i: string): string => tk(`inno.icon.${i}`);
export const zoneName = (z: string): string => tk(`inno.zone.${z}`);
export const splayName = (s: string): string => tk(`inno.splay.${s}`);

/** Choice answers: 'yes', named options, or a value ('4'). */
export function choiceLabel(choice: string): string {
  if (/^\d+$/.test(choice)) return t('inno.choice.value', { n: choice });
  return tk(`inno.choice.${choice}`);
}

/** What a card does, for the tooltip: name, age, colour, featured icon, then its effects in that edition. */
export function cardHelp(id: string, edition: Edition = 'last'): string {
  if (!isCardId(id)) return `${cardName(id)}\n${specialCondition(id)}`;
  const f = facts(id);
  const head = t('inno.cardHead', { name: cardName(id), age: f.age, colour: colourName(f.color), icon: iconName(f.dogmaIcon) });
  return `${head}\n${cardText(id, edition)}`;
}

/** A card back as others see it (they know only its age). */
export const backHelp = (age: number): string => t('inno.backHelp', { n: age });

export interface LineContext {
  setup: SessionSetup;
  viewer: PlayerId | null;
}

const cardOrAge = (card: unknown, age: unknown) => (typeof card === 'string' ? cardName(card) : t('inno.aCard', { n: Number(age) }));

interface PlaceLike {
  zone: string;
  player?: number;
}

/** One log sentence for an event, or null for events the log skips. */
export function eventLine(e: GameEvent, ctx: LineContext): string | null {
  const name = (p: unknown) => seatLogName(ctx.setup, Number(p), ctx.viewer);
  switch (e.type) {
    case 'turn':
      return t('inno.log.turn', { name: name(e.player), n: Number(e.turn) });
    case 'initial-choice':
      return t('inno.log.initial', { name: name(e.player) });
    case 'dogma-start':
      return t('inno.log.dogma', { name: name(e.player), card: cardName(String(e.card)), icon: iconName(String(e.featured)) });
    case 'share-bonus':
      return t('inno.log.shareBonus', { name: name(e.player) });
    case 'splay':
      return t('inno.log.splay', { name: name(e.player), colour: colourName(String(e.color)), dir: splayName(String(e.splay)) });
    case 'reveal':
      return t('inno.log.reveal', { name: name(e.player), cards: joinList((e.cards as string[]).map(cardName)) });
    case 'reorder':
      return t('inno.log.reorder', { name: name(e.player), colour: colourName(String(e.color)) });
    case 'achieve':
      return typeof e.special === 'string' ? t('inno.log.special', { name: name(e.player), special: cardName(e.special) }) : null;
    case 'move-card': {
      const from = e.from as PlaceLike;
      const to = e.to as PlaceLike;
      const owner = to.player !== undefined && to.player >= 0 ? to.player : (from.player ?? -1);
      const who = owner >= 0 ? name(owner) : '';
      const card = cardOrAge(e.card, e.age);
      const verb = String(e.verb);
      if (verb === 'setup') return null;
      if (verb === 'transfer')
        return t('inno.log.transfer', { card, from: placeName(from, name), to: placeName(to, name) });
      return tk(`inno.log.${verb}`, { name: who, card });
    }
    case 'game-over':
      return t('inno.log.gameOver', { names: joinList((e.winners as number[]).map(name)) || '—' });
    default:
      return null;
  }
}

function placeName(p: PlaceLike, name: (p: unknown) => string): string {
  const zone = zoneName(p.zone);
  return p.player !== undefined && p.player >= 0 ? t('inno.place', { name: name(p.player), zone }) : zone;
}
