// The showcase with Echoes of the Past (issue 43): the rotation's Echoes game, played headless by
// its bots, says its echo effects, foreshadowing and promotions in the kiosk's words; each caption
// of a set event is pinned to its exact words, in English and in the other languages.
import { afterEach, describe, expect, it } from 'vitest';
import { kioskConfig, showcaseSetup, showcaseTurn } from '../../src/app/showcase';
import type { GameEvent } from '../../src/engine/core/types';
import { getGame } from '../../src/engine/index';
import { setLang } from '../../src/i18n';
import type { SessionSetup } from '../../src/model/setup';
import { defaultVenue } from '../../src/storage/venue';
import type { Caption } from '../../src/table/captions';
import { innovationCaptions } from '../../src/table/innovation/captions';
import { plainText } from '../../src/table/rich';
import { readMs } from '../../src/table/showcasePace';
import { gameSchedule, playShowcaseGame } from './support/showcaseGame';

afterEach(() => setLang('en'));

/** A three-seat Echoes showcase game with seed 0: its seats are Ada, Ben and Cleo. */
function table(): { setup: SessionSetup; view: unknown } {
  const setup: SessionSetup = { ...showcaseSetup('innovation', 0, 1), options: { players: 3, seed: 0, expansions: 'echoes' }, seats: [0, 1, 2].map(() => ({ kind: 'bot', level: 'easy' })) };
  const def = getGame('innovation');
  return { setup, view: def.view(def.setup(def.normalizeOptions({ ...setup.options })), null) };
}

function say(e: Record<string, unknown>): { line?: string | null; detail?: string | null } {
  const c = innovationCaptions.event(e as GameEvent, table()) as Caption | null;
  const text = (x: Caption['detail']) => (x === undefined ? undefined : x === null ? null : plainText(x));
  return Object.fromEntries(Object.entries({ line: text(c?.line), detail: text(c?.detail) }).filter(([, v]) => v !== undefined));
}

const ECHO = { type: 'effect-start', card: 'ruler', effect: -1, player: 1 };
const DOGMA = { type: 'dogma-start', player: 0, card: 'bell', featured: 'castle', sharers: [], targets: [], echoes: ['bell', 'ruler'] };
const FORESHADOW = { type: 'move-card', verb: 'foreshadow', age: 2, set: 'echoes', from: { zone: 'supply' }, to: { zone: 'forecast', player: 2 } };
const PROMOTE = { type: 'promote', player: 0, card: 'bell' };

describe('Echoes captions', () => {
  it('an echo effect names who carries it out, with the effect’s own words under it', () => {
    expect(say(ECHO)).toEqual({ line: 'Ben carries out the echo effect of Ruler', detail: 'Draw a 2.' });
  });

  it('a dogma whose pile shows echo effects says how many run first', () => {
    expect(say(DOGMA)).toEqual({ line: 'Ada uses Bell', detail: 'The pile shows 2 echo effects: they run first' });
    expect(say({ ...DOGMA, echoes: ['bell'] }).detail).toBe('The pile shows 1 echo effect: it runs first');
    expect(say({ ...DOGMA, echoes: [] }).detail).toBeNull();
  });

  it('a foreshadowed card is a back to the watchers (its age and set); a promotion names the card', () => {
    expect(say(FORESHADOW)).toEqual({ line: 'Cleo foreshadows an Echoes age-2 card: face down in the forecast, for later' });
    expect(say(PROMOTE)).toEqual({ line: 'Ada promotes Bell from the forecast onto the board' });
    // The card landing on the board is the promotion's: no second line.
    expect(innovationCaptions.event({ type: 'move-card', verb: 'promote', card: 'bell', age: 1, from: { zone: 'forecast', player: 0 }, to: { zone: 'board', player: 0, color: 'purple' } }, table())).toBeNull();
    // A drawn Echoes card shows its set on its back too.
    expect(say({ type: 'move-card', verb: 'draw', card: null, age: 3, set: 'echoes', from: { zone: 'supply' }, to: { zone: 'hand', player: 1 } }).line).toBe('Ben draws an Echoes age-3 card');
  });

  it('in Italian, Japanese and Russian the captions are the language’s own words', () => {
    const expected = {
      it: [
        { line: 'Bice esegue l’effetto eco di Righello', detail: 'Pesca un 2.' },
        { line: 'Aldo usa Campana', detail: 'La pila mostra 2 effetti eco: si eseguono prima' },
        { line: 'Carla mette un 2 di Echoes nelle previsioni: coperta, per dopo' },
        { line: 'Aldo promuove Campana dalle previsioni alla plancia' },
      ],
      ja: [
        { line: 'ユキが定規のエコー効果を実行', detail: '2を引く。' },
        { line: 'ハルが鐘を使う', detail: 'この山にはエコー効果が2つ：先に実行されます' },
        { line: 'ソラがエコーズの時代2のカードを予見に置く：裏向きで後のために' },
        { line: 'ハルが予見から鐘を昇格させて場に出す' },
      ],
      ru: [
        { line: 'Борис выполняет эхо-эффект карты Линейка', detail: 'Возьмите 2.' },
        { line: 'Аня применяет догму карты Колокол', detail: 'В стопке видны 2 эхо-эффекта: они выполняются первыми' },
        { line: 'Вера откладывает в прогноз: карта «Эхо» эпохи 2 — рубашкой вверх, на потом' },
        { line: 'Аня повышает карту из прогноза: Колокол — теперь на поле' },
      ],
    } as const;
    for (const lang of ['it', 'ja', 'ru'] as const) {
      setLang(lang);
      expect([say(ECHO), say(DOGMA), say(FORESHADOW), say(PROMOTE)]).toEqual(expected[lang]);
    }
    setLang('ru');
    expect(say({ ...DOGMA, echoes: ['bell'] }).detail).toBe('В стопке виден 1 эхо-эффект: он выполняется первым');
    expect(say({ ...DOGMA, echoes: ['a', 'b', 'c', 'd', 'e'] }).detail).toBe('В стопке видны 5 эхо-эффектов: они выполняются первыми');
  });
});

describe('the rotation’s Echoes game', () => {
  it('the second Innovation game of a visit is an Echoes game, and its bots’ play is captioned with echo effects and foreshadowing', () => {
    const config = kioskConfig(defaultVenue(), { games: null, langRotate: false, sound: null, idleMs: null }, null, null);
    const turn = Array.from({ length: 6 }, (_, n) => showcaseTurn(config, n, 'en')).filter((x) => x.game === 'innovation')[1]!;
    const setup = showcaseSetup(turn.game, 4, turn.shown);
    expect(setup.options.expansions).toBe('echoes');
    const lines: string[] = [];
    for (const m of playShowcaseGame(setup))
      for (const e of m.events) {
        const c = innovationCaptions.event(e, { setup, view: m.view });
        for (const part of [c?.line, c?.detail]) if (part) lines.push(plainText(part));
      }
    expect(lines.some((l) => / carries out the echo effect of /.test(l))).toBe(true);
    expect(lines.some((l) => /echo effects? runs? first|: (it runs|they run) first/.test(l))).toBe(true);
    expect(lines.some((l) => / foreshadows /.test(l))).toBe(true);
  });
});

describe('an Echoes showcase game, scheduled at the default kiosk speed', () => {
  it('lasts 2 to 8 minutes, as a base game does; captions stay their reading time', () => {
    for (const seed of [0, 1, 2, 3]) {
      const setup = showcaseSetup('innovation', seed, 1);
      const moves = playShowcaseGame(setup);
      const after = gameSchedule(setup, moves, 'fast', true);
      const minutes = after.totalMs / 60_000;
      console.log(`innovation+echoes seed ${seed}, ${setup.options.players} players, ${moves.length} moves: ${minutes.toFixed(1)} min`);
      expect(minutes).toBeGreaterThanOrEqual(2);
      expect(minutes).toBeLessThanOrEqual(8);
      expect(after.shown.slice(0, -1).every((x) => x.ms >= readMs(x.text))).toBe(true);
    }
  }, 60_000);
});
