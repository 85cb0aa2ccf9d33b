// Gear & Piston as text: per seat its tokens and volatility, its car as rows (one per column of
// the car, from the Front tile: its top and bottom part) with what it still needs and what breaks
// a rule, and its blueprints (another seat's by what the viewer knows of them: a face-down tile is
// "a face-down New part"); shared, the four locations and whose tokens wait there, the Patent
// Office and Junk Yard displays with their stacks, and the two investors.
import type { PlayerId } from '../../engine/core/types';
import { tallyCar } from '../../engine/gear-and-piston/car-checks';
import { columns, joinedCells } from '../../engine/gear-and-piston/car-grid';
import { carStatus, cellOf } from '../../engine/gear-and-piston/car-status';
import { HOUSE_RULES } from '../../engine/gear-and-piston/house-rules';
import { INVESTOR_IDS } from '../../engine/gear-and-piston/investors';
import { isPartId, partSpec } from '../../engine/gear-and-piston/parts';
import { type Car, type GnpMove, type GnpView, LOCATIONS, type SeatView, type SeenPart } from '../../engine/gear-and-piston/types';
import { joinList, t, tk } from '../../i18n';
import { problemWords, statusSentence } from '../../table/gear-and-piston/carWords';
import { investorName, investorRule, isTile, locationName, partHelp, partName } from '../../table/gear-and-piston/help';
import { investorPays } from '../../table/gear-and-piston/investorTable';
import type { TableChrome } from '../../table/model';
import { type RichText, card, tRich } from '../../table/rich';
import { seatName } from '../../table/seats';
import type { NvBlock, NvOutline, NvSection } from './outline';
import type { NvGame } from './types';

const partToken = (id: SeenPart | string) => card(id, partName(id));

/** A blueprint the viewer can read: its name, row and icons; any other tile by what shows of it. */
function partLine(id: SeenPart): RichText {
  if (!isTile(id) || id.startsWith('S-')) return [partToken(id)];
  const spec = partSpec(id);
  return tRich('gnp.part.line', { name: partToken(id), row: tk(`gnp.row.${spec.row}`), range: spec.range, comfort: spec.comfort, power: spec.power });
}

/** The car as rows: one per column, from the Front tile to the Back tile, its top and bottom part. */
function carRows(car: Car, caption: string): NvBlock {
  const cells = joinedCells(car);
  const rows: { head: string; cells: RichText[] }[] = [];
  for (let col = 0; col < columns(cells); col++) {
    const at = cellOf(car, col * 2);
    const key = at.side === 'front' ? 'gnp.nv.col.front' : at.side === 'back' ? 'gnp.nv.col.back' : 'gnp.nv.col.joined';
    const cell = (i: number): RichText => {
      const id = cells[i];
      return id ? [partToken(id)] : [t('gnp.nv.empty')];
    };
    rows.push({ head: t(key, { col: at.col + 1 }), cells: [cell(col * 2), cell(col * 2 + 1)] });
  }
  return { kind: 'rows', caption, columns: [t('gnp.nv.column'), t('gnp.nv.top'), t('gnp.nv.bottom')], rows };
}

function seatSection(view: GnpView, chrome: TableChrome, p: PlayerId): NvSection {
  const s = chrome.snapshot;
  const seat = view.seats[p] as SeatView;
  const blocks: NvBlock[] = [];
  if (view.firstPlayer === p) blocks.push({ kind: 'line', text: [t('gnp.nv.first')] });
  const tokens = Math.max(0, HOUSE_RULES.actionTokens - seat.locked - seat.placed);
  blocks.push({ kind: 'line', text: [t('gnp.nv.tokens', { tokens, locked: seat.locked, vol: seat.volatility })] });
  const status = carStatus(seat.car);
  const final = view.final?.[p];
  const caption = t('gnp.nv.car', { status: final ? t('gnp.car.completeEnds', { n: status.parts }) : statusSentence(status, true) });
  blocks.push(status.parts === 0 && !final ? { kind: 'line', text: [caption] } : carRows(seat.car, caption));
  if (status.problems.length > 0 && !final) blocks.push({ kind: 'list', label: t('gnp.nv.problems'), items: status.problems.map((pr) => [problemWords(pr)]) });
  blocks.push({ kind: 'list', label: t('gnp.nv.hand', { n: seat.hand.length, max: HOUSE_RULES.handLimit }), items: seat.hand.map(partLine), empty: t('nv.none') });
  if (final) {
    const inv = final.investors.join(' + ');
    blocks.push({ kind: 'line', text: [t('gnp.finalHelp', { inv, area: final.colourArea, pen: final.penalty, vol: final.volatility, wr: final.wrenches, total: final.total })] });
  }
  return { id: `nv-seat-${p}`, heading: seatName(s.setup, p, s.viewer), seat: p, blocks };
}

function display(parts: readonly (string | null)[]): RichText[] {
  return parts.map((id) => (id ? partLine(id) : [t('gnp.nv.empty')]));
}

function sharedSections(view: GnpView, chrome: TableChrome): NvSection[] {
  const s = chrome.snapshot;
  const name = (p: PlayerId) => seatName(s.setup, p, s.viewer);
  const queues: RichText[] = LOCATIONS.map((loc, i) => {
    const queue = view.queues[i] ?? [];
    return [queue.length === 0 ? t('gnp.nv.queueEmpty', { location: locationName(loc) }) : t('gnp.nv.queue', { location: locationName(loc), names: joinList(queue.map(name)) })];
  });
  const me = s.viewer === null ? null : view.seats[s.viewer];
  const tally = me && !view.final ? tallyCar(joinedCells(me.car)) : null;
  const investors = view.investors.map((id): RichText => {
    const rule = investorRule(id);
    const who = card(id, investorName(id));
    return tally ? tRich('gnp.nv.investorPays', { name: who, rule, n: investorPays(id, tally).total }) : tRich('gnp.nv.investor', { name: who, rule });
  });
  return [
    { id: 'nv-locations', heading: t('gnp.nv.locations'), seat: null, blocks: [{ kind: 'list', label: t('gnp.nv.tokensAt'), items: queues }] },
    {
      id: 'nv-patent',
      heading: locationName('patent-office'),
      seat: null,
      blocks: [
        { kind: 'list', label: t('gnp.nv.display'), items: display(view.newDisplay) },
        { kind: 'line', text: [t('gnp.newStack', { n: view.newStack.length })] },
        { kind: 'line', text: [t('gnp.discardNew', { n: view.newDiscard.length })] },
      ],
    },
    {
      id: 'nv-junk',
      heading: locationName('junk-yard'),
      seat: null,
      blocks: [
        { kind: 'list', label: t('gnp.nv.display'), items: display(view.junkDisplay) },
        { kind: 'line', text: [t('gnp.junkStack', { n: view.junkStack })] },
        { kind: 'line', text: [t('gnp.discardJunk', { n: view.junkDiscard.length })] },
      ],
    },
    { id: 'nv-investors', heading: t('gnp.panel.investors'), seat: null, blocks: [{ kind: 'list', label: t('gnp.panel.investors'), items: investors }] },
  ];
}

function outline(chrome: TableChrome): NvOutline {
  const view = chrome.snapshot.view as GnpView;
  const s = chrome.snapshot;
  const seats = view.seats.map((_, p) => p);
  return {
    shared: sharedSections(view, chrome),
    seats: seats.map((p) => seatSection(view, chrome, p)),
    scores: seats.map((p) => {
      const seat = view.seats[p] as SeatView;
      const name = seatName(s.setup, p, s.viewer);
      const final = view.final?.[p];
      if (final) return [t('gnp.nv.final', { name, n: final.total })];
      const tally = tallyCar(joinedCells(seat.car));
      const pays = view.investors.reduce((sum, id) => sum + investorPays(id, tally).total, 0);
      return [t('gnp.nv.standing', { name, parts: carStatus(seat.car).parts, vol: seat.volatility, pays })];
    }),
  };
}

function cardText(id: string): string | null {
  if (INVESTOR_IDS.includes(id)) return `${investorName(id)}. ${investorRule(id)}`;
  if (id === 'hidden-new' || id === 'hidden-junk') return t(id === 'hidden-new' ? 'gnp.zoom.backNew' : 'gnp.zoom.backJunk');
  if (!isTile(id)) return null;
  return partHelp(id)
    .split('\n')
    .map((line) => line.replace(/[.。]$/, ''))
    .join('. ');
}

function moveCards(move: unknown, chrome: TableChrome): string[] {
  const m = move as GnpMove;
  const view = chrome.snapshot.view as GnpView;
  if (m.type === 'discard' || m.type === 'keep-part' || m.type === 'steal' || m.type === 'build' || m.type === 'swap') return [m.part];
  if (m.type === 'take-display') {
    const shown = view.phase === 'junk-yard' ? view.junkDisplay : view.newDisplay;
    const id = shown[m.slot];
    return id && isPartId(id) ? [id] : [];
  }
  return [];
}

/** How a gear-and-piston table reads as text. */
export const gearAndPistonNv: NvGame = { outline, cardText: (id) => cardText(id), moveCards };
