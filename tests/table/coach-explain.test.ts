// The coach's reasons at the table (controller and model, no DOM): the worker's explained lines
// arrive as data and the table words them — moves with the same result as one line, each line's
// reasons in the language of the moment, the chance last — and screen reader mode says them.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../src/app/session';
import type { PlayerId } from '../../src/engine/core/types';
import { getGame } from '../../src/engine/index';
import { setLang } from '../../src/i18n';
import type { SessionSetup, Speed } from '../../src/model/setup';
import { lineWords, reasonWords } from '../../src/table/coachWords';
import { TableController, type TableSettings } from '../../src/table/controller';
import { kitFor } from '../../src/table/kits';
import type { TableModel } from '../../src/table/model';
import { NewsReader } from '../../src/views/nv/news';
import type { BotPort, HintLine } from '../../src/worker/port';
import { start } from '../engine/innovation/helpers';

function table(session: GameSession) {
  const s: TableSettings = { speed: 'instant' as Speed, reduceMotion: false, sound: false, confirmShare: false };
  return new TableController(session, kitFor(session.setup.game), { settings: () => s, sleep: async () => undefined });
}

async function until(c: TableController, test: (m: TableModel) => boolean): Promise<TableModel> {
  for (let i = 0; i < 1000; i++) {
    if (test(c.model.get())) return c.model.get();
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error('the model never passed the test');
}

describe('Hint says why', () => {
  it('Gears: the worker’s lines become the hint’s lines, twins named once, each with its reasons, then the chance; read out in screen reader mode', async () => {
    setLang('en');
    const setup: SessionSetup = { game: 'gears', options: { players: 2, seed: 3 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }] };
    const bots: BotPort = {
      chooseMove: async (req) => req.legal[0],
      advise: async (req) => ({
        move: req.legal[2],
        ranked: null,
        lines: <HintLine[]>[
          { moves: [2, 7], reasons: [{ kind: 'gears.shows', args: { gear: { term: 'gears.gear.red.name' }, value: 4, rule: { term: 'gears.rule.highest' } } }, { kind: 'gears.matches', args: { n: 2 } }], chance: 0.61, visits: 90 },
          { moves: [5], reasons: [{ kind: 'gears.matchesNone', args: {} }], chance: 0.3, visits: 20 },
        ],
      }),
      cancel: () => undefined,
    };
    const session = GameSession.create(setup, { bots, botDelayMs: () => 0 });
    const c = table(session);
    c.start();
    const before = await until(c, (m) => (m.chrome?.buttons.length ?? 0) > 0 && c.session.snapshot.toAct.includes(0) && !c.busy);
    const s = c.session.snapshot;
    const words = (i: number) => kitFor('gears').words.move({ view: s.view, legal: s.legal, setup: s.setup, viewer: s.viewer as PlayerId }, i) as string;
    c.dispatch({ kind: 'hint' });
    const m = await until(c, (x) => x.hint?.shown?.kind === 'shown');
    const shown = m.hint?.shown;
    if (shown?.kind !== 'shown') throw new Error('no hint');
    const first = words(2) === words(7) ? words(2) : `${words(2)} or ${words(7)}: the same result for you`;
    expect(shown.choices).toEqual([
      { index: 2, text: first, chance: 0.61, why: ['Red gear shows 4 to the round card (Highest card).', '2 of your open codes match it: a win enters one.'] },
      { index: 5, text: words(5), chance: 0.3, why: ['None of your open codes match it: a win could only send one for verification.'] },
    ]);
    const news = new NewsReader();
    news.read(before);
    const said = news.read(m);
    expect(said.at(-1)).toBe(
      `Best moves, why, and your chance to win after each: · ${first}: Red gear shows 4 to the round card (Highest card). 2 of your open codes match it: a win enters one. — 61% · ${words(5)}: None of your open codes match it: a win could only send one for verification. — 30%`,
    );
    c.dispose();
  });

  it('Innovation: Writing’s dogma and a draw of a 2, one line in the table’s words: “Dogma Writing (lightbulb 2) or Draw a 2: the same result for you”', () => {
    setLang('en');
    const game = getGame('innovation');
    const s = start({ players: [{ board: { blue: ['writing'], green: ['mapmaking'] } }, { board: { red: ['oars'] } }] }).s;
    const setup: SessionSetup = { game: 'innovation', options: { players: 2, seed: 1 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }] };
    const legal = game.legalMoves(s, 0);
    const at = (m: unknown) => legal.findIndex((x) => JSON.stringify(x) === JSON.stringify(m));
    const say = (i: number) => kitFor('innovation').words.move({ view: game.view(s, 0), legal, setup, viewer: 0 }, i) as string;
    expect(lineWords([say(at({ type: 'dogma', card: 'writing' })), say(at({ type: 'draw' }))])).toBe('Dogma Writing (lightbulb 2) or Draw a 2: the same result for you');
    expect(reasonWords('innovation', { kind: 'inno.replyAchieves', args: { seat: { seat: 1 }, age: 3 } }, setup, 0)).toBe('Then Bot 2 likely achieves 3.');
    setLang('ja');
    expect(reasonWords('innovation', { kind: 'inno.shares', args: { card: { card: 'writing' }, seat: { seat: 1 }, icon: { term: 'inno.icon.lightbulb' }, theirs: 2, mine: 2 } }, setup, 0)).toBe('ボット2が文字を共有します：電球は相手2、あなた2。');
    setLang('en');
  });
});
