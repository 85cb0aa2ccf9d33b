// Real hint and review texts for the note (docs/bots/coach-reasons.md): per game, three hints from
// positions of seeded random games (a short search ranks the moves, the worker's explainer says
// why, the table's words say it in English) and two reviewed decisions (what followed, what the
// bot's move does, and had you played it). Printed: `npx tsx scripts/coach-explain-samples.ts`.
import { explainHint } from '../src/ai/explain/index';
import { Ismcts } from '../src/ai/ismcts';
import { explainVerdict, hadWhy, judgeDecision } from '../src/ai/review';
import { rankRoot } from '../src/ai/think';
import { Rng } from '../src/engine/core/rng';
import type { PlayerId } from '../src/engine/core/types';
import { gameIds, getGame } from '../src/engine/index';
import { setLang } from '../src/i18n';
import type { SessionSetup } from '../src/model/setup';
import { lineWords, reasonWords } from '../src/table/coachWords';
import { kitFor } from '../src/table/kits';

setLang('en');
for (const id of gameIds()) {
  const game = getGame(id);
  const setup: SessionSetup = { game: id, options: { players: 2, seed: 1 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }] };
  console.log(`\n## ${id}\n`);
  const rng = Rng.seeded(3);
  let hints = 0;
  let reviews = 0;
  for (let seed = 1; seed < 60 && (hints < 3 || reviews < 2); seed++) {
    let state = game.setup(game.normalizeOptions({ players: 2, seed }));
    const states: unknown[] = [state];
    const players: PlayerId[] = [];
    const played: unknown[] = [];
    // 14 to 69 moves in: past that a Gears game is often over, and a position of a later seed is needed.
    for (let step = 0; step < 14 + (seed % 12) * 5 && game.toAct(state).length > 0; step++) {
      const p = game.toAct(state)[0] as PlayerId;
      players.push(p);
      const move = rng.pick(game.legalMoves(state, p));
      played.push(move);
      state = game.apply(state, p, move).state;
      states.push(state);
    }
    if (game.toAct(state).length === 0) continue;
    const me = game.toAct(state)[0] as PlayerId;
    if (me !== 0) continue;
    const legal = game.legalMoves(state, me);
    if (legal.length < 3) continue;
    const view = game.view(state, me);
    const say = (i: number) => kitFor(id).words.move({ view, legal, setup, viewer: 0 }, i) ?? game.describe(legal[i], state, 'en');
    if (hints < 3) {
      const search = new Ismcts(game, view, me, legal, Rng.seeded(seed));
      search.run(400);
      const lines = explainHint({ game, view, me, legal, ranked: rankRoot(search, true).slice(0, 6), seed, count: 3 });
      console.log(`Hint ${hints + 1} (seed ${seed}, ${legal.length} moves):`);
      for (const l of lines) console.log(`- ${lineWords([...new Set(l.moves.map(say))])}: ${l.reasons.map((r) => reasonWords(id, r, setup, 0)).join(' ')} — ${Math.round(l.chance * 100)}%`);
      hints++;
    }
    // A decision some moves back, as the Review would show it.
    const back = states.length - 9;
    if (reviews < 2 && back > 0 && players[back] === 0) {
      const at = states[back];
      const dLegal = game.legalMoves(at, 0);
      if (dLegal.length < 2) continue;
      // The move made there, and the seat's view as many moves later as the Review measures (8, or to the end).
      const chosen = dLegal.findIndex((m) => JSON.stringify(m) === JSON.stringify(played[back]));
      if (chosen < 0) continue;
      const afterMoves = Math.min(8, states.length - 1 - back);
      const d = { at: back, player: 0, view: game.view(at, 0), legal: dLegal, chosen, seed, after: game.view(states[back + afterMoves], 0), afterMoves };
      const v = judgeDecision(game, d);
      if (v.best === v.chosen) continue;
      const why = explainVerdict(game, d, v);
      const dsay = (i: number) => kitFor(id).words.move({ view: d.view, legal: dLegal, setup, viewer: 0 }, i) ?? game.describe(dLegal[i], at, 'en');
      console.log(`Review ${reviews + 1}: played ${dsay(v.chosen)}; the bot preferred ${dsay(v.best)}.`);
      console.log(`  What followed: ${why.followed.map((r) => reasonWords(id, r, setup, 0)).join(' ')}`);
      console.log(`  The bot's move: ${why.preferred.map((r) => reasonWords(id, r, setup, 0)).join(' ')}`);
      // Worked out after the Review's list is up, in the worker (app/review.ts workOutHads): here at once.
      const had = hadWhy(game, d, v.best);
      console.log(`  Had you played ${dsay(v.best)}, within the same ${had.moves} moves: ${had.had.map((r) => reasonWords(id, r, setup, 0)).join(' ')}`);
      reviews++;
    }
  }
}
