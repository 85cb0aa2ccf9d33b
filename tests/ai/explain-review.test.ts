// The Review says why: for a flagged decision, what followed in the game played (from the seat's
// own views at the decision and a few moves later) and what the bot's move would have done.
import { describe, expect, it } from 'vitest';
import { explainVerdict, judgeDecision, type ReviewDecision } from '../../src/ai/review';
import { getGame } from '../../src/engine/index';
import type { Move } from '../../src/engine/innovation/types';
import { setLang } from '../../src/i18n';
import type { SessionSetup } from '../../src/model/setup';
import { reviewLines } from '../../src/views/table/reviewWords';
import { createWorkerApi } from '../../src/worker/api';
import { play, start } from '../engine/innovation/helpers';

const game = getGame('innovation');

/** Both seats have 5 points and an age-1 top card; seat 0 has its last action of the turn. */
const position = () =>
  start({
    actionsLeft: 1,
    players: [
      { board: { blue: ['writing'] }, score: ['the-wheel', 'sailing', 'agriculture', 'pottery', 'tools'] },
      { board: { red: ['oars'] }, score: ['clothing', 'masonry', 'city-states', 'code-of-laws', 'domestication'] },
    ],
  });

describe('Review: why a flagged decision mattered', () => {
  it('seat 0 drew instead of achieving 1; next turn the rival achieved 1: that is what followed, and the bot’s move would have taken it first', () => {
    const g0 = position();
    const legal = game.legalMoves(g0.s, 0) as Move[];
    const at = (m: Move) => legal.findIndex((x) => JSON.stringify(x) === JSON.stringify(m));
    const g1 = play(g0, { type: 'draw' }, 0);
    const g2 = play(g1, { type: 'achieve', age: 1 }, 1);
    const d: ReviewDecision = { at: 0, player: 0, view: game.view(g0.s, 0), legal, chosen: at({ type: 'draw' }), seed: 4, after: game.view(g2.s, 0) };
    const verdict = { ...judgeDecision(game, d), best: at({ type: 'achieve', age: 1 }) };
    const why = explainVerdict(game, d, verdict);
    expect(why.followed).toEqual([{ kind: 'inno.followRivalAchieved', args: { seat: { seat: 1 }, n: 1, turns: 1 } }]);
    expect(why.preferred).toEqual([
      { kind: 'inno.achieve', args: { age: 1, have: 1, need: 6 } },
      { kind: 'inno.achieveDenies', args: { age: 1, seat: { seat: 1 } } },
    ]);
    setLang('en');
    const setup: SessionSetup = { game: 'innovation', options: { players: 2, seed: 1 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }] };
    const lines = reviewLines('innovation', setup, { verdict: { ...verdict, why }, view: d.view, legal }, 'chance');
    expect(lines.followed).toBe('What followed: Within 1 turn, Bot 2 claimed an achievement.');
    expect(lines.preferred).toBe('The bot\'s move: Achieves 1: you will hold 1 of the 6 achievements you need. Bot 2 could achieve 1 on its turn: you take it first.');
  });

  it('the worker says why for the decisions the Review shows, and only those', async () => {
    const g0 = position();
    const legal = game.legalMoves(g0.s, 0) as Move[];
    const after = game.view(play(play(g0, { type: 'draw' }, 0), { type: 'achieve', age: 1 }, 1).s, 0);
    const d: ReviewDecision = { at: 0, player: 0, view: game.view(g0.s, 0), legal, chosen: legal.findIndex((m) => m.type === 'draw'), seed: 4, after };
    const api = createWorkerApi();
    const shown = await api.review({ id: 1, game: 'innovation', decisions: [d], explain: 3 });
    const none = await api.review({ id: 2, game: 'innovation', decisions: [d] });
    if (!shown.ok || !none.ok) throw new Error('review failed');
    const v = shown.verdicts[0];
    expect(v?.loss).toBeGreaterThan(0);
    expect(v?.why?.followed.map((r) => r.kind)).toEqual(['inno.followRivalAchieved']);
    expect(none.verdicts[0]?.why).toBeUndefined();
  });
});
