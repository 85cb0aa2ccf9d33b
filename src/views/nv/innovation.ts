// Innovation as text: per seat its board (each colour's pile: the top card with its icons in
// words, how many cards, how it is splayed), the icons it shows, its hand, score pile and
// achievements; shared, the supply piles (Echoes' too) and the achievements still to claim. Hands and score
// piles of other seats are told by their ages, as the view gives them: a card the viewer may not
// know is never named.
import type { PlayerId } from '../../engine/core/types';
import { isSpecial } from '../../engine/innovation/achievements';
import { iconCounts, topOf } from '../../engine/innovation/board';
import { facts, isCardId } from '../../engine/innovation/facts';
import { achievementsToWin } from '../../engine/innovation/seats';
import { COLORS, ICONS, type Move, type Pile } from '../../engine/innovation/types';
import type { InnovationView, PlayerView, SeenCard } from '../../engine/innovation/view';
import { joinList, t } from '../../i18n';
import { actionDrawPile, backWords, scoreBreakdown, seenAge, viewPoints } from '../../table/innovation/echoes';
import { cardName, specialCondition } from '../../table/innovation/names';
import { partnerSeat, teamOf } from '../../table/innovation/seats';
import { cardHelp, colourName, iconName, splayName } from '../../table/innovation/text';
import type { TableChrome } from '../../table/model';
import { type RichText, card, tRich } from '../../table/rich';
import { seatName } from '../../table/seats';
import type { NvBlock, NvOutline, NvSection } from './outline';
import type { NvGame } from './types';

const cardToken = (id: string) => card(id, cardName(id));
const ageOf = seenAge;
/** The score, bonuses included with Echoes. */
const pointsOf = viewPoints;

/** A card's four icon places in words (top left, then the bottom row), the hexagon as "picture". */
export function iconWords(id: string): string {
  return facts(id)
    .icons.map((i) => (i === 'hex' ? t('inno.zoom.hex') : i === 'echo' ? t('inno.echoes.echoLabel') : i.startsWith('bonus-') ? t('inno.echoes.bonus', { n: Number(i.slice(6)) }) : iconName(i)))
    .join(', ');
}

/** Cards the viewer knows by name, the others by their age, oldest first. */
function seenList(list: readonly SeenCard[]): string {
  const sorted = [...list].sort((a, b) => ageOf(a) - ageOf(b));
  // A back tells its age, and its set for an Echoes card (negative: facts.ts backOf).
  const back = (c: number) => (c < 0 ? t('inno.echoes.backShort', { n: ageOf(c) }) : String(c));
  return joinList(sorted.map((c) => (typeof c === 'number' ? back(c) : t('inno.nv.named', { card: cardName(c), age: ageOf(c) }))));
}

function pileLine(pile: Pile, colour: string): RichText {
  const top = topOf(pile);
  if (top === null) return [t('inno.nv.noPile', { colour: colourName(colour) })];
  return tRich('inno.nv.pile', { colour: colourName(colour), card: cardToken(top), age: facts(top).age, icons: iconWords(top), n: pile.cards.length, splay: splayName(pile.splay) });
}

function handBlock(pv: PlayerView, mine: boolean): NvBlock {
  if (mine) {
    const items = pv.hand.map((c): RichText => (typeof c === 'number' ? [backWords(c)] : tRich('inno.nv.handCard', { card: cardToken(c), age: ageOf(c), colour: colourName(facts(c).color), icons: iconWords(c) })));
    return { kind: 'list', label: t('inno.nv.hand', { n: pv.hand.length }), items, empty: t('inno.hand.empty') };
  }
  return { kind: 'line', text: [t('inno.nv.handBacks', { n: pv.hand.length, ages: seenList(pv.hand) })] };
}

function scoreBlock(pv: PlayerView, mine: boolean): NvBlock {
  const points = pointsOf(pv);
  if (mine && pv.score.length > 0) return { kind: 'list', label: t('inno.nv.scorePile', { points, n: pv.score.length }), items: pv.score.map((c) => (typeof c === 'number' ? [backWords(c)] : tRich('inno.nv.named', { card: cardToken(c), age: ageOf(c) }))) };
  return { kind: 'line', text: [t('inno.nv.scoreBacks', { points, n: pv.score.length, ages: seenList(pv.score) })] };
}

/** Echoes: what the score is made of, when bonuses add to it. */
function bonusBlock(pv: PlayerView): NvBlock[] {
  const parts = scoreBreakdown(pv);
  return parts === null ? [] : [{ kind: 'line', text: [parts] }];
}

/** Echoes: the forecast, named to its owner, by count and backs (age and set) to the others. */
function forecastBlock(pv: PlayerView, mine: boolean): NvBlock[] {
  const forecast = pv.forecast;
  if (forecast === undefined) return [];
  const label = forecast.length === 0 ? t('inno.echoes.forecastEmpty') : t('inno.echoes.forecastCount', { n: forecast.length });
  if (mine) {
    const items = forecast.map((c): RichText => (typeof c === 'number' ? [backWords(c)] : tRich('inno.nv.named', { card: cardToken(c), age: ageOf(c) })));
    return [{ kind: 'list', label, items, empty: t('inno.echoes.forecastEmpty') }];
  }
  return [{ kind: 'line', text: [forecast.length === 0 ? label : `${label} (${seenList(forecast)})`] }];
}

/** Achievements: the age ones together ("ages 1, 2 and 5"), then each special by name. */
function achievementItems(list: readonly (string | number)[]): RichText[] {
  const ages = list.filter((a): a is number => typeof a === 'number').sort((a, b) => a - b);
  const named = list.filter((a): a is string => typeof a === 'string');
  return [...(ages.length > 0 ? [[t('inno.nv.ages', { n: ages.length, list: joinList(ages.map(String)) })]] : []), ...named.map((a) => [cardToken(a)])];
}

function seatSection(view: InnovationView, chrome: TableChrome, p: PlayerId): NvSection {
  const pv = view.players[p] as PlayerView;
  const s = chrome.snapshot;
  const mine = p === s.viewer;
  const blocks: NvBlock[] = [];
  if (view.phase === 'play' && view.current === p) blocks.push({ kind: 'line', text: [t(mine ? 'inno.nv.yourTurn' : 'inno.nv.theirTurn', { n: view.actionsLeft })] });
  const partner = partnerSeat(view.options, p);
  if (partner !== null) blocks.push({ kind: 'line', text: [t('inno.nv.team', { n: teamOf(view.options, p) ?? 1, partner: seatName(s.setup, partner, s.viewer) })] });
  blocks.push({ kind: 'list', label: t('inno.nv.board'), items: COLORS.map((c, i) => pileLine(pv.piles[i] as Pile, c)) });
  const counts = iconCounts(pv);
  blocks.push({ kind: 'line', text: [t('inno.nv.icons', { list: joinList(ICONS.map((icon, k) => t('inno.nv.iconCount', { icon: iconName(icon), n: counts[k] ?? 0 }))) })] });
  blocks.push(handBlock(pv, mine));
  blocks.push(scoreBlock(pv, mine), ...bonusBlock(pv), ...forecastBlock(pv, mine));
  const need = achievementsToWin({ ...view.options, seed: 0 });
  blocks.push({ kind: 'list', label: t('inno.nv.claimed', { n: pv.achievements.length, need }), items: achievementItems(pv.achievements), empty: t('inno.nv.noneYet') });
  return { id: `nv-seat-${p}`, heading: seatName(s.setup, p, s.viewer), seat: p, blocks };
}

function sharedSections(view: InnovationView, chrome: TableChrome): NvSection[] {
  const viewer = chrome.snapshot.viewer;
  const supply: NvBlock[] = [{ kind: 'list', label: t('inno.nv.left'), items: view.supply.map((n, i) => [t('inno.nv.supplyPile', { age: i + 1, n })]) }];
  // Echoes: its own ten piles, each said with its set (a list read out of context still names it).
  if (view.echoes) supply.push({ kind: 'list', label: t('inno.echoes.nvLeft'), items: view.echoes.map((n, i) => [t('inno.echoes.nvSupplyPile', { age: i + 1, n })]) });
  if (viewer !== null && view.phase === 'play') {
    const next = actionDrawPile(view, viewer);
    const words = 'end' in next ? t('inno.board.nextDrawEnd') : next.echoes ? t('inno.echoes.nextDraw', { n: next.age }) : t('inno.board.nextDraw', { n: next.age });
    supply.push({ kind: 'line', text: [words] });
  }
  const claim: NvBlock[] = [{ kind: 'list', label: t('inno.nv.toClaim'), items: achievementItems(view.achievements), empty: t('inno.nv.noneLeft') }];
  if (view.removed.length > 0) claim.push({ kind: 'list', label: t('inno.nv.removed'), items: view.removed.map((c) => [cardToken(c)]) });
  if (view.revealed && view.revealed.length > 0) claim.push({ kind: 'list', label: t('inno.nv.shown'), items: view.revealed.map((c) => [cardToken(c)]) });
  return [
    { id: 'nv-supply', heading: t('inno.board.supply'), seat: null, blocks: supply },
    { id: 'nv-achievements', heading: t('inno.board.achievements'), seat: null, blocks: claim },
  ];
}

function outline(chrome: TableChrome): NvOutline {
  const view = chrome.snapshot.view as InnovationView;
  const s = chrome.snapshot;
  const need = achievementsToWin({ ...view.options, seed: 0 });
  const seats = view.players.map((_, p) => p);
  return {
    shared: sharedSections(view, chrome),
    seats: seats.map((p) => seatSection(view, chrome, p)),
    scores: seats.map((p) => {
      const pv = view.players[p] as PlayerView;
      return [t('inno.nv.standing', { name: seatName(s.setup, p, s.viewer), points: pointsOf(pv), n: pv.achievements.length, need })];
    }),
  };
}

function cardText(id: string, chrome: TableChrome | null): string | null {
  const edition = chrome?.game === 'innovation' ? (chrome.snapshot.view as InnovationView).options.edition : 'last';
  if (isSpecial(id)) return `${cardName(id)}. ${specialCondition(id)}`;
  if (id.startsWith('?')) return t('inno.hiddenCard');
  if (!isCardId(id)) return null;
  const [head = '', ...effects] = cardHelp(id, edition).split('\n');
  return [head, t('inno.zoom.icons', { list: iconWords(id) }), ...effects].join(' ');
}

function moveCards(move: unknown): string[] {
  const m = move as Move;
  if (m.type === 'meld' || m.type === 'dogma' || m.type === 'initial-meld') return [m.card];
  if (m.type === 'cards') return m.cards;
  return [];
}

/** How a innovation table reads as text. */
export const innovationNv: NvGame = { outline, cardText, moveCards };
