// Setup of a new game: the player count, who sits in each seat (a person or a bot level; two or
// more people share the device in hot seat), the game's own variants and an optional seed.
// Start remembers the setup for next time (settings.lastSetup) and opens the table. The first
// time a game is chosen here, its lesson is offered (once: the offer is kept as made). A person
// new to the game starts at two players; after a lesson, Setup opens filled in for the first real
// game and says so, instead of that game starting unseen.
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import { navigate } from '../../app/navigation';
import { appServices } from '../../app/services';
import { randomSeed } from '../../app/launch';
import type { GameId, VariantSpec } from '../../engine/core/types';
import { getGame } from '../../engine/index';
import { hasKey, t, tk } from '../../i18n';
import { lessonFor } from '../../table/lessons';
import { openLesson } from '../table/lessonRoutes';
import { ChoiceGroup } from './ChoiceGroup';
import { ScreenFrame } from './ScreenFrame';
import {
  SEAT_CHOICES,
  type SeatChoice,
  type SetupChoice,
  type SetupDraft,
  humanCount,
  initialDraft,
  isNewcomer,
  parseSeed,
  seatChoice,
  toSessionSetup,
  variantAllowed,
  variantReachable,
  withPlayers,
  withSeat,
  withVariant,
} from './setupModel';
import { Toggle } from './Toggle';

const seatLabel = (c: SeatChoice) => (c === 'human' ? t('setup.human') : t('setup.botLevel', { level: tk(`level.${c}`) }));

export function SetupScreen({ game: gameId, first }: { game: GameId; first?: SetupChoice }) {
  const app = appServices();
  const game = useMemo(() => getGame(gameId), [gameId]);
  const last = app.settings.lastSetup[gameId];
  // With no kept setup the person is taken as new (two players) until the stats say otherwise.
  const [draft, setDraftState] = useState<SetupDraft>(() => (first ? initialDraft(game, first) : initialDraft(game, last, last === undefined)));
  const touched = useRef(false);
  const setDraft = (next: SetupDraft) => {
    touched.current = true;
    setDraftState(next);
  };
  useEffect(() => {
    if (first || last) return;
    let live = true;
    void app
      .statsSummary(gameId)
      .then((rows) => {
        if (live && !touched.current && !isNewcomer(undefined, rows)) setDraftState(initialDraft(game, undefined, false));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [app, game, gameId, first, last]);
  const [error, setError] = useState<string | null>(null);
  const seedId = useId();
  const seed = parseSeed(draft.seed);
  const humans = humanCount(draft);
  const offer = useLessonOffer(gameId);

  const start = async () => {
    if (seed === 'bad') return;
    const setup = toSessionSetup(draft, seed ?? randomSeed());
    try {
      const session = await app.newSession(setup);
      app.updateSettings({ lastSetup: { ...app.settings.lastSetup, [gameId]: setup } });
      navigate({ name: 'table', session });
    } catch (e) {
      setError(t('setup.failed', { message: e instanceof Error ? e.message : String(e) }));
    }
  };

  const counts: number[] = [];
  for (let n = game.minPlayers; n <= game.maxPlayers; n++) counts.push(n);

  return (
    <ScreenFrame name="setup" title={t('setup.title', { game: tk(`game.${gameId}.name`) })}>
      {first ? <FirstGameNote setup={first} /> : offer.shown && <LessonOffer game={gameId} onNo={offer.dismiss} />}
      <form
        class="setup"
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <ChoiceGroup
          legend={t('setup.players')}
          options={counts.map((n) => ({ value: n, label: String(n) }))}
          value={draft.seats.length}
          onChange={(n) => setDraft(withPlayers(game, draft, n))}
        />

        <fieldset class="seats">
          <legend>{t('setup.seats')}</legend>
          {draft.seats.map((s, i) => (
            <SeatRow key={i} index={i} choice={seatChoice(s)} onChange={(c) => setDraft(withSeat(draft, i, c))} />
          ))}
          <p class="hint" aria-live="polite">
            {humans === 0 ? t('setup.watch') : humans > 1 ? t('setup.hotSeat', { n: humans }) : t('setup.solo')}
          </p>
        </fieldset>

        {game.variants.filter((v) => v.offered !== false).map((v) => (
          <Variant
            key={v.key}
            spec={v}
            draft={draft}
            allowed={(value) => variantAllowed(game, draft, v.key, value)}
            reachable={(value) => variantReachable(game, draft, v.key, value)}
            onChange={(value) => setDraft(withVariant(game, draft, v.key, value))} />
        ))}

        <div class="field">
          <label for={seedId}>{t('setup.seed')}</label>
          <input
            id={seedId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={draft.seed}
            placeholder={t('setup.seedRandom')}
            aria-invalid={seed === 'bad'}
            aria-describedby={`${seedId}-hint`}
            onInput={(e) => setDraft({ ...draft, seed: (e.currentTarget as HTMLInputElement).value })}
          />
          <p class={seed === 'bad' ? 'hint hint--error' : 'hint'} id={`${seedId}-hint`}>
            {seed === 'bad' ? t('setup.seedBad') : t('setup.seedHint')}
          </p>
        </div>

        <button type="submit" class="primary start" disabled={seed === 'bad'}>
          {t('setup.start')}
        </button>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
      </form>
    </ScreenFrame>
  );
}

/** Whether to offer the lesson: never offered before, nor played to its end. Showing it counts as the offer. */
function useLessonOffer(game: GameId): { shown: boolean; dismiss: () => void } {
  const app = appServices();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!lessonFor(game)) return;
    let live = true;
    void app
      .lessonRecords()
      .then((records) => {
        const r = records[game];
        if (!live || r?.offered || r?.done) return;
        setShown(true);
        return app.markLessonOffered(game);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [app, game]);
  return { shown, dismiss: () => setShown(false) };
}

function LessonOffer({ game, onNo }: { game: GameId; onNo: () => void }) {
  const lesson = lessonFor(game);
  if (!lesson) return null;
  return (
    <section class="lesson-offer" aria-labelledby="lesson-offer-text">
      <p id="lesson-offer-text">{t('learn.offer', { game: tk(`game.${game}.name`), n: lesson.minutes })}</p>
      <div class="lesson-offer-actions">
        <button type="button" class="primary" onClick={() => void openLesson(game, true)}>
          {t('learn.offer.yes')}
        </button>
        <button type="button" class="ghost" onClick={onNo}>
          {t('learn.offer.no')}
        </button>
      </div>
    </section>
  );
}

/** After a lesson: what the first real game is, before it starts (the level named, Hint on). */
function FirstGameNote({ setup }: { setup: SetupChoice }) {
  const bot = setup.seats.find((s) => s.kind === 'bot');
  const level = bot?.kind === 'bot' ? bot.level : 'easy';
  return (
    <p class="lesson-offer first-game-note" data-first-game="true">
      {t('lesson.firstGame.note', { level: tk(`level.${level}`) })}
    </p>
  );
}

function SeatRow({ index, choice, onChange }: { index: number; choice: SeatChoice; onChange: (c: SeatChoice) => void }) {
  const id = useId();
  return (
    <div class="seat-row">
      <label for={id} class={`seat-label seat-${index}`}>
        <span class="seat-name">{t('setup.seat', { n: index + 1 })}</span>
      </label>
      <select id={id} value={choice} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value as SeatChoice)}>
        {SEAT_CHOICES.map((c) => (
          <option key={c} value={c}>
            {seatLabel(c)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A variant's words: setup.variant.<key>, its choices setup.variant.<key>.<choice>. */
const variantLabel = (key: string) => tk(`setup.variant.${key}`);
const choiceLabel = (key: string, choice: string) => tk(`setup.variant.${key}.${choice}`);
const variantHint = (key: string, suffix: 'hint' | 'unavailable') => {
  const k = `setup.variant.${key}.${suffix}`;
  return hasKey(k) ? t(k) : undefined;
};

function Variant({
  spec,
  draft,
  allowed,
  reachable,
  onChange,
}: { spec: VariantSpec; draft: SetupDraft; allowed: (v: unknown) => boolean; reachable: (v: unknown) => boolean; onChange: (v: unknown) => void }) {
  const value = draft.variants[spec.key];
  if (spec.kind === 'boolean') {
    // Unavailable when the game refuses "on" with this player count (it is then off).
    const canOn = allowed(true);
    return (
      <Toggle
        label={variantLabel(spec.key)}
        checked={value === true}
        disabled={!canOn && value !== true}
        hint={canOn ? variantHint(spec.key, 'hint') : (variantHint(spec.key, 'unavailable') ?? variantHint(spec.key, 'hint'))}
        onChange={onChange}
      />
    );
  }
  if (spec.kind === 'choice') {
    // A choice the others refuse as they are (Echoes with the first edition) makes the hint say why;
    // it stays choosable when choosing it turns the others back (Echoes brings back the last edition).
    const choices = (spec.choices ?? []).map((c) => ({ value: c, label: choiceLabel(spec.key, c), disabled: !reachable(c) }));
    const refused = (spec.choices ?? []).some((c) => !allowed(c));
    return (
      <ChoiceGroup
        legend={variantLabel(spec.key)}
        options={choices}
        value={String(value)}
        onChange={onChange}
        hint={refused ? (variantHint(spec.key, 'unavailable') ?? variantHint(spec.key, 'hint')) : variantHint(spec.key, 'hint')}
      />
    );
  }
  return <NumberVariant spec={spec} value={Number(value)} onChange={onChange} />;
}

function NumberVariant({ spec, value, onChange }: { spec: VariantSpec; value: number; onChange: (v: unknown) => void }) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{variantLabel(spec.key)}</label>
      <input
        id={id}
        type="number"
        min={spec.min}
        max={spec.max}
        value={value}
        onInput={(e) => {
          const n = Number((e.currentTarget as HTMLInputElement).value);
          if (Number.isFinite(n)) onChange(n);
        }}
      />
    </div>
  );
}
