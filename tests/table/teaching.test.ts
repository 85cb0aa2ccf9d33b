// Every rule a 2-player game raises is reachable from where it appears: seeded 2-player games
// between the random and the easy bot raise event kinds, decision kinds and log line kinds, and
// each must be in the game's teaching map (held by its kit), mapped to glossary entries and lesson
// steps that exist, with words in all four languages.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { easyBot } from '../../src/ai/easy';
import { randomBot } from '../../src/ai/random';
import type { Bot } from '../../src/ai/types';
import { Rng } from '../../src/engine/core/rng';
import type { GameEvent, GameId } from '../../src/engine/core/types';
import { gameIds, getGame } from '../../src/engine/index';
import { LANGS, hasKey, loadLang, t } from '../../src/i18n';
import type { MessageKey } from '../../src/i18n/en';
import type { SessionSetup } from '../../src/model/setup';
import { glossaryEntry } from '../../src/table/glossary/entries';
import { kitFor } from '../../src/table/kits';
import { lessonFor } from '../../src/table/lessons';
import { type Taught, lineKind } from '../../src/table/teaching';

// The sentence key of each log line: the first key the line formats (tRich), recorded as it is made.
const said: string[] = [];
vi.mock('../../src/table/rich', async (importOriginal) => {
  const rich = await importOriginal<typeof import('../../src/table/rich')>();
  const tRich: typeof rich.tRich = (key, params) => {
    said.push(key);
    return rich.tRich(key, params);
  };
  return { ...rich, tRich };
});

/** Games per game: enough to raise the kinds of a 2-player game, few enough to stay quick. */
const GAMES: Record<GameId, number> = { gears: 16, 'gear-and-piston': 8, innovation: 8 };

interface Raised {
  events: Set<string>;
  prompts: Set<string>;
  lines: Set<string>;
}

/** Plays seeded 2-player games (random against easy, seats swapped) and collects the kinds raised. */
function raise(id: GameId): Raised {
  const game = getGame(id);
  const kit = kitFor(id);
  const out: Raised = { events: new Set(), prompts: new Set(), lines: new Set() };
  for (let g = 0; g < GAMES[id]; g++) {
    const seed = 500 + g;
    const bots: Bot[] = g % 2 === 0 ? [randomBot, easyBot] : [easyBot, randomBot];
    const options = game.normalizeOptions({ players: 2, seed });
    const setup: SessionSetup = { game: id, options: { ...options, players: 2, seed }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] };
    const rngs = [Rng.seeded(seed * 7 + 1), Rng.seeded(seed * 7 + 2)];
    let state = game.setup(options);
    for (let moves = 0; moves < game.maxMoves(options); moves++) {
      const toAct = game.toAct(state);
      if (toAct.length === 0) break;
      const player = toAct[0] as number;
      const legal = game.legalMoves(state, player);
      const view = game.view(state, player);
      for (const k of kit.teaching.decisionKinds(view, legal)) out.prompts.add(k);
      const bot = bots[player] as Bot;
      const move = legal.length === 1 ? legal[0] : bot.choose({ game, view, player, legal, rng: rngs[player] as Rng });
      const applied = game.apply(state, player, move);
      state = applied.state;
      for (const e of applied.events) out.events.add(e.type);
      // The log as each seat reads it (a seat reads its own moves in the second person).
      for (const viewer of [0, 1]) {
        const read = kit.log.reader({ setup, viewer, view: game.view(state, viewer) });
        for (const e of game.viewEvents(applied.events, viewer) as GameEvent[]) {
          said.length = 0;
          const line = read(e);
          if (line !== null && said[0]) out.lines.add(lineKind(said[0]));
        }
      }
    }
  }
  return out;
}

/** What a kind maps to, checked: its glossary entries exist with words in every language, its lesson steps exist. */
function problems(id: GameId, kind: string, taught: Taught | undefined): string[] {
  if (!taught) return [`${kind}: not in the map`];
  const out: string[] = [];
  if (taught.glossary.length + (taught.lesson?.length ?? 0) === 0) out.push(`${kind}: taught nowhere`);
  const steps = new Set(lessonFor(id)?.steps.map((s) => s.id) ?? []);
  for (const step of taught.lesson ?? []) if (!steps.has(step)) out.push(`${kind}: no lesson step '${step}'`);
  for (const entryId of taught.glossary) {
    const e = glossaryEntry(id, entryId);
    if (!e) {
      out.push(`${kind}: no glossary entry '${entryId}'`);
      continue;
    }
    for (const key of [e.term, e.text]) {
      if (!hasKey(key)) out.push(`${kind}: ${entryId} has no key ${key}`);
      else for (const lang of LANGS) if (t(key as MessageKey, undefined, lang).trim() === '') out.push(`${kind}: ${entryId} ${key} is empty in ${lang}`);
    }
  }
  return out;
}

describe('every rule a 2-player game raises is taught', () => {
  beforeAll(async () => {
    for (const lang of LANGS) await loadLang(lang);
  });

  for (const id of gameIds()) {
    it(`${id}: the kit's teaching map holds every event, decision and log line kind seeded 2-player games raise`, () => {
      const map = kitFor(id).teaching;
      const raised = raise(id);
      expect([...raised.events].filter((k) => !map.events[k])).toEqual([]);
      expect([...raised.prompts].filter((k) => !map.prompts[k])).toEqual([]);
      expect([...raised.lines].filter((k) => !map.lines[k])).toEqual([]);
      // Enough games to mean something: most of what the map holds came up.
      expect(raised.events.size).toBeGreaterThan(Object.keys(map.events).length * 0.7);
    });

    it(`${id}: every kind maps to glossary entries and lesson steps that exist, with words in en, it, ja and ru`, () => {
      const map = kitFor(id).teaching;
      const all = [...Object.entries(map.events), ...Object.entries(map.prompts), ...Object.entries(map.lines)];
      expect(all.flatMap(([kind, taught]) => problems(id, kind, taught))).toEqual([]);
    });
  }
});
