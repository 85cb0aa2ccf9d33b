// Gears as text: the round card (its rule explained, the night effect) and the stack left; per
// seat the gear on the table (face down, or the value it shows), the gear token, the hand and the
// discard pile, the four code cards and the character. A gear another seat placed face down is
// never named: the view lists that seat's hand together with it, and so does the text.
import type { PlayerId } from '../../engine/core/types';
import { GEARS } from '../../engine/gears/data';
import { cardView } from '../../engine/gears/round-card';
import type { CodeCard, GearColor, GearsMove, GearsView, RoundCardId, SeatView } from '../../engine/gears/types';
import { type MessageKey, joinList, t, tk } from '../../i18n';
import { ruleExplained } from '../../table/gears/controls';
import { characterName, colourName, gearName, ruleName } from '../../table/gears/names';
import { parseZoomId, zoomId } from '../../table/gears/zoomIds';
import type { TableChrome } from '../../table/model';
import { type RichText, card, tRich } from '../../table/rich';
import { seatName } from '../../table/seats';
import type { NvBlock, NvOutline, NvSection } from './outline';
import type { NvGame } from './types';

const ROUNDS = 10;
const gearToken = (g: string) => card(zoomId.gear(g), gearName(g));
const codeToken = (c: CodeCard) => card(zoomId.code(c.color, c.number), t('gears.code.name', { colour: colourName(c.color), number: c.number }));

/** A score as a person says it: ½ for a code waiting for verification. */
const scoreWords = (score: number): string => (score % 1 === 0 ? String(score) : t('gears.nv.half', { n: Math.floor(score) }));

function tableGear(seat: SeatView, mine: boolean): RichText {
  const g = seat.table;
  if (!g) return [t('gears.nv.noGear')];
  if (g.gear === null) return [t('gears.nv.faceDown')];
  if (!g.faceUp && mine) return tRich('gears.nv.secret', { gear: gearToken(g.gear), value: g.value ?? '?' });
  return tRich('gears.nv.shows', { gear: gearToken(g.gear), value: g.value ?? '?' });
}

function handBlock(seat: SeatView): NvBlock {
  const items = seat.hand.map((g) => [gearToken(g)]);
  // Another seat's face-down gear hides among its hand: which one is on the table is unknown.
  const label = seat.hand.length > seat.handSize ? t('gears.nv.handAmong', { n: seat.handSize }) : t('gears.nv.hand', { n: seat.handSize });
  return { kind: 'list', label, items, empty: t('nv.none') };
}

function codeItem(c: CodeCard): RichText {
  return tRich(`gears.nv.code.${c.status}` as MessageKey, { code: codeToken(c) });
}

function characterLine(seat: SeatView): RichText | null {
  const c = seat.character;
  if (!c) return null;
  if (c.side === 'removed') return [t('gears.nv.characterGone', { name: characterName(c.name) })];
  const ability = tk(`gears.character.${c.name}.${c.side}`);
  return tRich('gears.nv.character', { name: card(zoomId.character(c.name, c.side), characterName(c.name)), side: tk(`gears.character.side.${c.side}`), ability });
}

function seatSection(view: GearsView, chrome: TableChrome, p: PlayerId): NvSection {
  const s = chrome.snapshot;
  const seat = view.seats[p] as SeatView;
  const blocks: NvBlock[] = [];
  if (view.token === p) blocks.push({ kind: 'line', text: [t('gears.nv.token')] });
  blocks.push({ kind: 'line', text: tableGear(seat, p === s.viewer) });
  blocks.push(handBlock(seat));
  blocks.push({ kind: 'list', label: t('gears.nv.discard', { n: seat.discard.length }), items: seat.discard.map((g) => [gearToken(g)]), empty: t('nv.none') });
  blocks.push({ kind: 'list', label: t('gears.nv.codes', { score: scoreWords(seat.score) }), items: seat.codes.map(codeItem) });
  const character = characterLine(seat);
  if (character) blocks.push({ kind: 'line', text: character });
  return { id: `nv-seat-${p}`, heading: seatName(s.setup, p, s.viewer), seat: p, blocks };
}

function roundSection(view: GearsView, chrome: TableChrome): NvSection {
  const s = chrome.snapshot;
  const c = view.card;
  const blocks: NvBlock[] = [
    { kind: 'line', text: tRich('gears.nv.round', { n: view.round + 1, total: ROUNDS, shift: t(c.shift === 'day' ? 'gears.table.day' : 'gears.table.night'), rule: card(zoomId.round(c.id, c.shift), ruleName(c.rule)) }) },
    { kind: 'line', text: [ruleExplained(view)] },
  ];
  if (c.effect) blocks.push({ kind: 'line', text: [tk(`gears.effect.${c.effect}`)] });
  if (view.dispatch) blocks.push({ kind: 'line', text: [t(view.dispatch.mode === 'jam' ? 'gears.nv.dispatchJam' : 'gears.nv.dispatchSafe', { value: view.dispatch.value })] });
  if (view.winners.length > 0) blocks.push({ kind: 'line', text: [t('gears.nv.winners', { names: joinList(view.winners.map((p) => seatName(s.setup, p, s.viewer))), n: view.winners.length })] });
  blocks.push({ kind: 'line', text: [t('gears.table.stack', { n: Math.max(0, ROUNDS - 1 - view.round) })] });
  return { id: 'nv-round', heading: t('gears.nv.roundCard'), seat: null, blocks };
}

function outline(chrome: TableChrome): NvOutline {
  const view = chrome.snapshot.view as GearsView;
  const s = chrome.snapshot;
  const seats = view.seats.map((_, p) => p);
  return {
    shared: [roundSection(view, chrome)],
    seats: seats.map((p) => seatSection(view, chrome, p)),
    scores: seats.map((p) => {
      const seat = view.seats[p] as SeatView;
      const entered = seat.codes.filter((c) => c.status === 'entered').length;
      const waiting = seat.codes.filter((c) => c.status === 'waiting').length;
      return [t('gears.nv.standing', { name: seatName(s.setup, p, s.viewer), score: scoreWords(seat.score), entered, waiting })];
    }),
  };
}

function cardText(id: string): string | null {
  const z = parseZoomId(id);
  if (!z) return null;
  switch (z.kind) {
    case 'gear':
      if (!(z.gear in GEARS)) return null;
      return `${gearName(z.gear)}. ${tk(`gears.gear.${z.gear}.help`)} ${t('zoom.gearTurns', { values: GEARS[z.gear as GearColor].values.join(', ') })}`;
    case 'code':
      return `${t('gears.code.help', { colour: colourName(z.colour), number: z.number })} ${t('gears.code.entered')} ${t('gears.code.verify')}`;
    case 'character':
      return `${characterName(z.name)}. ${tk(`gears.character.${z.name}.day`)} ${tk(`gears.character.${z.name}.night`)}`;
    case 'round': {
      const face = cardView(z.card as RoundCardId, z.shift === 'day' ? 0 : 5);
      const effect = face.effect ? ` ${tk(`gears.effect.${face.effect}`)}` : '';
      return `${ruleName(face.rule)}: ${t(`gears.rule.${face.rule}.explain` as MessageKey)}${effect}`;
    }
  }
}

function moveCards(move: unknown, chrome: TableChrome): string[] {
  const m = move as GearsMove;
  const viewer = chrome.snapshot.viewer;
  const mine = viewer === null ? null : (chrome.snapshot.view as GearsView).seats[viewer];
  const codes = mine?.codes ?? [];
  const character = mine?.character;
  if ((m.type === 'mechanic' || m.type === 'dispatch' || m.type === 'sabotage' || m.type === 'codebreak' || m.type === 'peek') && character) return [zoomId.character(character.name, character.side)];
  if (m.type === 'place' || m.type === 'return-gear') return [zoomId.gear(m.gear)];
  if (m.type === 'enter-code' || m.type === 'master-key' || m.type === 'send' || m.type === 'verify') {
    const c = codes[m.card];
    return c ? [zoomId.code(c.color, c.number)] : [];
  }
  return [];
}

/** How a gears table reads as text. */
export const gearsNv: NvGame = { outline, cardText: (id) => cardText(id), moveCards };
