// Draws an Innovation position: the supply (Echoes' piles too) and achievement strips, then every player's place —
// their info and their five piles as on the table (or, on a phone, opponents folded into
// summaries). A click or a tap on a card opens it (the card zoom, which offers what the card can
// do now as buttons): one gesture reads, a button acts. Returns where things lie, for the animations.
// Drawn in parts (a generator: BoardScene's Drawing), a seat's place and each pile apart.
import type Phaser from 'phaser';
import type { SessionSetup } from '../../model/setup';
import type { PlayerId } from '../../engine/core/types';
import { COLORS as CARD_COLORS, type CardId } from '../../engine/innovation/types';
import type { InnovationView } from '../../engine/innovation/view';
import { seatName } from '../../table/seats';
import { type Rect, clamp } from '../geometry';
import type { Tooltip } from '../tooltip';
import type { BoardLook } from '../../table/model';
import type { CardMark } from './cardFace';
import { type InnoLayout, countLine, innovationLayout, pileCardSize } from './layout';
import { Painter } from './painter';
import { type PileRefs, drawPile } from './pileView';
import { partnerSeat, seatShort, teamOf } from '../../table/innovation/seats';
import { drawInfoLeft, drawInfoTop, drawSummary } from './seatView';
import { type StripRefs, drawStrips, specialsWidth } from './stripView';
import { cardHelp } from '../../table/innovation/text';
import { actionDrawPile } from '../../table/innovation/echoes';

export interface TableInput {
  view: InnovationView;
  setup: SessionSetup;
  viewer: PlayerId | null;
  toAct: PlayerId[];
  highlight: Set<string>;
  picks: readonly string[];
  /** The card whose dogma is resolving (outlined in brass). */
  active: string | null;
  /** The folded opponent unfolded on a phone, or null. */
  expanded: number | null;
  /** Large text and the colour-blind aid. */
  look: BoardLook;
  tooltip: Tooltip;
  onZoom: (id: string) => void;
  onToggleSeat: (seat: number) => void;
  /** The pointer over a seat's top card, or leaving it. */
  onHoverTop: (seat: number, card: string, on: boolean) => void;
}

/** Where things lie on screen, for the animations. */
export interface TableRefs {
  layout: InnoLayout;
  strips: StripRefs;
  /** Drawn piles by `${seat}:${colour}`. */
  piles: Map<string, PileRefs>;
  /** Every label the canvas shows now (tests read them: no English name in another language). */
  labels: string[];
  /** Icon counters by `count:${seat}:${icon}`. */
  counters: Map<string, Phaser.GameObjects.Text>;
  /**
   * Centre of a zone: a seat's hand / score / achievements / pile, the supply (an Echoes pile
   * when `set` is 'echoes'), the achievements.
   */
  at(zone: string, player: number | undefined, colour?: string, age?: number, set?: string): { x: number; y: number };
}

const centre = (r: Rect) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

export function* drawInnoTable(scene: Phaser.Scene, parent: Phaser.GameObjects.Container, width: number, height: number, input: TableInput): Generator<void, TableRefs, void> {
  const { view, viewer } = input;
  const l = innovationLayout(width, height, view.players.length, viewer, input.expanded, specialsWidth(view.achievements), input.look.text, view.echoes !== undefined);
  const p = new Painter(scene, parent, input.tooltip);
  const edition = view.options.edition;
  const tap = (id: string) => () => input.onZoom(id);
  const mark = (id: CardId): CardMark =>
    input.picks.includes(id) ? 'pick' : input.highlight.has(id) ? 'option' : input.active === id ? 'active' : null;

  const next = viewer !== null && view.phase === 'play' ? actionDrawPile(view, viewer) : null;
  const supply = view.echoes ? { base: view.supply, echoes: view.echoes } : { base: view.supply };
  const strips = yield* drawStrips(p, l, supply, view.achievements, next, (id) => () => input.onZoom(id));
  yield;

  const piles = new Map<string, PileRefs>();
  for (const s of l.seats) {
    const pv = view.players[s.seat];
    if (!pv) continue;
    const si = {
      view,
      name: seatName(input.setup, s.seat, viewer),
      short: (q: PlayerId) => seatShort(input.setup, q, viewer),
      acting: input.toAct.includes(s.seat),
      partner: partnerSeat(view.options, s.seat),
      team: teamOf(view.options, s.seat),
      font: l.font,
      aid: input.look.aid,
      toggle: () => input.onToggleSeat(s.seat),
      zoom: input.onZoom,
    };
    if (s.mode === 'summary') {
      drawSummary(p, s, pv, si);
      yield;
      continue;
    }
    if (s.infoSide === 'left') drawInfoLeft(p, s, pv, si);
    else drawInfoTop(p, s, pv, si, !s.me && l.compact);
    yield;
    const countH = countLine(l.font);
    const card = pileCardSize(s.piles[0] as Rect, countH, l.compact, s.stacked);
    const nameSize = Math.round((l.compact ? 12 : clamp(card.h * 0.12, 12, 15)) * input.look.text);
    for (const [c, pile] of pv.piles.entries()) {
      const colour = CARD_COLORS[c] as (typeof CARD_COLORS)[number];
      const refs = drawPile(p, s.piles[c] as Rect, pile, colour, {
        edition,
        aid: input.look.aid,
        card,
        countH,
        minText: l.compact ? 99 : 8.5,
        nameSize,
        mark,
        help: (id) => cardHelp(id, edition),
        tap,
        hover: (id, on) => input.onHoverTop(s.seat, id, on),
      });
      piles.set(`${s.seat}:${colour}`, refs);
      yield;
    }
  }

  return {
    layout: l,
    strips,
    piles,
    labels: p.labels,
    counters: p.named,
    at(zone, player, colour, age, set) {
      if (zone === 'supply') {
        const echoes = set === 'echoes' && l.echoes !== null;
        const r = (echoes ? strips.echoes : strips.supply)[Math.max(0, (age ?? 1) - 1)];
        return centre(r ?? (echoes ? (l.echoes as Rect) : l.supply));
      }
      if (zone === 'achievements' && (player === undefined || player < 0)) return centre(strips.achievements.get(String(age)) ?? l.achievements);
      if (zone === 'removed' || zone === 'revealed' || player === undefined) return centre(l.board);
      const s = l.seats.find((x) => x.seat === player);
      if (!s) return centre(l.board);
      if (zone === 'board' && colour) {
        const pile = piles.get(`${player}:${colour}`);
        if (pile) return centre(pile.top);
      }
      return centre(s.info);
    },
  };
}
