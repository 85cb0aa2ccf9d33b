// The forecast (digest: Forecast, foreshadow and promotion; Rulings 1, 4): foreshadowing, its
// secrecy in views, events, undo and determinizations, and promotion after a Meld action.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/engine/core/rng';
import { innovation } from '../../../../src/engine/innovation/definition';
import { type CardEntry, shared } from '../../../../src/engine/innovation/entry';
import { view, viewEvents } from '../../../../src/engine/innovation/view';
import { backOf } from '../../../../src/engine/innovation/facts';
import { decline, dogma, eventsOf, forecast, hand, pick, pile, play, question, start, startEchoes, withEntries, yes } from './helpers';

/** Bangle as the digest has it: draw a 3 and foreshadow it. */
const bangle: CardEntry = { id: 'bangle', effects: [shared((x) => void x.drawAndForeshadow(3))] };

describe('foreshadowing', () => {
  it('draw and foreshadow puts the drawn card straight into the forecast, not the hand', () => {
    withEntries([bangle], () => {
      const g = dogma(startEchoes({ players: [{ board: { red: ['bangle'] }, hand: ['oars'] }, {}], supply: { 3: ['optics', 'almanac'] } }), 'bangle');
      expect(forecast(g, 0)).toEqual(['almanac']); // a base card in hand: the draw rule gives an Echoes 3
      expect(hand(g, 0)).toEqual(['oars']);
    });
  });

  it("the forecast is face up to its owner only: others see its backs (age and set) and how many", () => {
    const g = startEchoes({ players: [{ board: { blue: ['writing'] }, forecast: ['optics', 'almanac'] }, {}] });
    expect(view(g.s, 0).players[0]!.forecast).toEqual(['optics', 'almanac']);
    expect(view(g.s, 1).players[0]!.forecast).toEqual([3, -3]);
    expect(view(g.s, null).players[0]!.forecast).toEqual([3, -3]);
    expect(JSON.stringify(view(g.s, 1))).not.toContain('almanac');
  });

  it('the move into the forecast names the card only to its owner, and tells the others nothing (undo stays open)', () => {
    withEntries([bangle], () => {
      const g = dogma(startEchoes({ players: [{ board: { red: ['bangle'] } }, {}], supply: { 3: ['optics'] } }), 'bangle');
      const moves = eventsOf(g, 'move-card').filter((e) => e.verb === 'foreshadow');
      expect(moves).toHaveLength(1);
      expect(viewEvents(moves, 0)[0]!.card).toBe('optics');
      expect(viewEvents(moves, 1)[0]!.card).toBeNull();
      expect(innovation.reveals?.(viewEvents(g.events, 1), 1)).toBeNull();
    });
  });

  it('a determinization for another seat deals backs of the same set into the forecast', () => {
    const g = startEchoes({ players: [{ board: { blue: ['writing'] }, forecast: ['optics', 'almanac'] }, {}] });
    const v = view(g.s, 1);
    const d = innovation.determinize(v, 1, Rng.seeded(3));
    expect(view(d, 1)).toEqual(v);
    expect(d.players[0]!.forecast!.map(backOf)).toEqual([3, -3]);
    expect(d.echoes!.flat()).not.toContain(d.players[0]!.forecast![1]);
  });

  it('there is no forecast limit: seven cards are kept (and claim Destiny)', () => {
    const seven: CardEntry = { id: 'bangle', effects: [shared((x) => { for (let i = 0; i < 7; i++) x.drawAndForeshadow(1); })] };
    withEntries([seven], () => {
      const g = dogma(startEchoes({ players: [{ board: { red: ['bangle'] } }, {}] }), 'bangle');
      expect(forecast(g, 0)).toHaveLength(7);
      expect(g.s.players[0]!.achievements).toContain('destiny');
    });
  });
});

describe('promotion', () => {
  const position = () =>
    startEchoes({ players: [{ board: { blue: ['writing'] }, hand: ['calendar'], forecast: ['optics', 'oars', 'archery'] }, {}], supply: { 2: ['mathematics'] } });

  it('after a Meld action, the forecast cards of value at most the melded card may be promoted (optional)', () => {
    const g = play(position(), { type: 'meld', card: 'calendar' });
    expect(question(g)).toMatchObject({ kind: 'cards', zone: 'forecast', optional: true, options: ['oars', 'archery'], player: 0 });
  });

  it('promoting melds the card, shows it to all, and offers a free dogma of it; declining ends the action', () => {
    let g = pick(play(position(), { type: 'meld', card: 'calendar' }), 'oars');
    expect(pile(g, 0, 'red')).toEqual(['oars']);
    expect(forecast(g, 0)).toEqual(['optics', 'archery']);
    expect(eventsOf(g, 'promote')).toEqual([{ type: 'promote', player: 0, card: 'oars' }]);
    expect(innovation.reveals?.(viewEvents(g.events.slice(-4), 1), 1)).toBe('reveal');
    expect(question(g)).toMatchObject({ kind: 'choice', prompt: 'echoes.promote-dogma', optional: true });
    g = decline(g);
    expect(g.s.frames).toEqual([]);
    expect(g.s.actionsLeft).toBe(1);
  });

  it('the free dogma is a full dogma of the promoted card (Writing: draw a 2)', () => {
    let g = startEchoes({ players: [{ board: { red: ['oars'] }, hand: ['clothing'], forecast: ['writing'] }, {}], supply: { 2: ['mathematics'] } });
    g = pick(play(g, { type: 'meld', card: 'clothing' }), 'writing');
    g = yes(g);
    expect(eventsOf(g, 'dogma-start')).toMatchObject([{ card: 'writing', player: 0 }]);
    expect(hand(g, 0)).toEqual(['mathematics']);
    expect(g.s.actionsLeft).toBe(1);
  });

  it('other seats see that a promotion may happen, not which cards qualify; their determinization asks it again', () => {
    const g = play(position(), { type: 'meld', card: 'calendar' });
    const v = view(g.s, 1);
    expect(v.frames.at(-1)).toMatchObject({ type: 'effect', question: { kind: 'cards', zone: 'forecast', options: [], veiled: true } });
    const d = innovation.determinize(v, 1, Rng.seeded(9));
    expect(view(d, 1)).toEqual(v);
    const again = d.frames.at(-1);
    expect(again?.type === 'effect' && again.question?.kind === 'cards' ? again.question.options.map(backOf) : null).toEqual([1, 1]);
  });

  it('declining the promotion leaves the forecast as it was', () => {
    const g = decline(play(position(), { type: 'meld', card: 'calendar' }));
    expect(forecast(g, 0)).toEqual(['optics', 'oars', 'archery']);
    expect(g.s.actionsLeft).toBe(1);
  });

  it('no promotion when no forecast card is low enough, nor after a meld by an effect', () => {
    const low = play(startEchoes({ players: [{ board: { blue: ['writing'] }, hand: ['oars'], forecast: ['optics'] }, {}] }), {
      type: 'meld',
      card: 'oars',
    });
    expect(question(low)).toBeNull();
    expect(low.s.actionsLeft).toBe(1);
    const melder: CardEntry = { id: 'writing', effects: [shared((x) => x.meld('calendar'))] };
    withEntries([melder], () => {
      const g = dogma(startEchoes({ players: [{ board: { blue: ['writing'] }, hand: ['calendar'], forecast: ['oars'] }, {}] }), 'writing');
      expect(question(g)).toBeNull();
      expect(forecast(g, 0)).toEqual(['oars']);
    });
  });

  it('the base game has no forecast and no promotion', () => {
    const g = play(start({ players: [{ board: { blue: ['writing'] }, hand: ['calendar'] }, {}] }), { type: 'meld', card: 'calendar' });
    expect(question(g)).toBeNull();
    expect(g.s.players[0]!.forecast).toBeUndefined();
    expect(view(g.s, 1).players[0]!.forecast).toBeUndefined();
  });
});

describe('revealing a forecast', () => {
  it('shows the cards to everyone for the action, and the other seats then remember them in that forecast', () => {
    const show: CardEntry = { id: 'writing', effects: [shared((x) => x.reveal(x.forecast()))] };
    withEntries([show], () => {
      const g = dogma(startEchoes({ players: [{ board: { blue: ['writing'] }, forecast: ['optics', 'almanac'] }, {}] }), 'writing');
      expect(eventsOf(g, 'reveal')).toEqual([{ type: 'reveal', player: 0, cards: ['optics', 'almanac'], zone: 'forecast' }]);
      expect(view(g.s, 1).known?.map((k) => [k.card, k.zone, k.player])).toEqual([
        ['optics', 'forecast', 0],
        ['almanac', 'forecast', 0],
      ]);
      expect(view(g.s, 1).players[0]!.forecast).toEqual([3, -3]); // face down again once the action is over
    });
  });
});

describe('looking at a hidden card (Tuning Fork)', () => {
  it('names the card to the looker only, and closes undo for the looker alone', () => {
    const fork: CardEntry = { id: 'writing', effects: [shared((x) => x.look(x.deck(2, 'echoes').at(-1) ?? null))] };
    withEntries([fork], () => {
      const g = dogma(startEchoes({ players: [{ board: { blue: ['writing'] } }, {}], supply: { 2: ['lever'] } }), 'writing');
      const looks = eventsOf(g, 'look');
      expect(viewEvents(looks, 0)).toEqual([{ type: 'look', player: 0, card: 'lever', knownTo: [0] }]);
      expect(viewEvents(looks, 1)[0]!.card).toBeNull();
      expect(innovation.reveals?.(viewEvents(g.events, 0), 0)).toBe('reveal');
      expect(innovation.reveals?.(viewEvents(g.events, 1), 1)).toBeNull();
    });
  });
});
