// Rules: our own short rules of each game in the current language, a tab per game (arrow keys
// move between tabs, as in any tab list), then that game's glossary with a labelled picture of
// its card or tile, and its own list (Innovation's special achievements, Gear & Piston's
// investors). Plain HTML: it wraps and scrolls with the page.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameId } from '../../engine/core/types';
import { GAME_IDS } from '../../model/setup';
import { t, tk } from '../../i18n';
import { cardListLabel, openCardBrowser } from './CardBrowser';
import { GlossaryList } from '../glossary/GlossaryList';
import { GlossaryPicture } from '../glossary/Pictures';
import { VIEWS_KITS } from '../kits';
import { extras, paragraphs, sections } from './rulesContent';
import { ScreenFrame } from './ScreenFrame';

export function RulesScreen({ game }: { game?: GameId }) {
  const games: readonly GameId[] = GAME_IDS;
  const [shown, setShown] = useState<GameId>(game && games.includes(game) ? game : (games[0] as GameId));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    // Tests and the page's own state read which game's rules are on screen.
    document.body.dataset.rules = shown;
    return () => {
      delete document.body.dataset.rules;
    };
  }, [shown]);

  const select = (i: number) => {
    const n = games.length;
    const g = games[((i % n) + n) % n] as GameId;
    setShown(g);
    tabs.current[games.indexOf(g)]?.focus();
  };
  const onKey = (e: KeyboardEvent, i: number) => {
    const step: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    if (e.key in step) select(i + (step[e.key] as number));
    else if (e.key === 'Home') select(0);
    else if (e.key === 'End') select(games.length - 1);
    else return;
    e.preventDefault();
  };

  const terms = extras(shown);
  return (
    <ScreenFrame name="rules" title={t('rules.title')}>
      <div class="tabs" role="tablist" aria-label={t('rules.tabs')}>
        {games.map((g, i) => (
          <button
            type="button"
            role="tab"
            key={g}
            id={`rules-tab-${g}`}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            aria-selected={g === shown}
            aria-controls={`rules-panel-${g}`}
            tabIndex={g === shown ? 0 : -1}
            onClick={() => setShown(g)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {tk(`game.${g}.name`)}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes the focus so the keyboard can scroll it. */}
      <section class="rules" role="tabpanel" id={`rules-panel-${shown}`} aria-labelledby={`rules-tab-${shown}`} tabIndex={0}>
        <h2>{tk(`rules.title.${shown}`)}</h2>
        {paragraphs(shown).map((p) => (
          <p key={p}>{p}</p>
        ))}
        {sections(shown).map((s) => (
          <section key={s.id} aria-labelledby={`rules-${shown}-${s.id}`}>
            <h3 id={`rules-${shown}-${s.id}`}>{s.title}</h3>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
        <h3>{t('gloss.title')}</h3>
        <GlossaryPicture game={shown} />
        <GlossaryList game={shown} />
        {terms.length > 0 && (
          <>
            <h3>{tk(`rules.glossary.${shown}`)}</h3>
            <dl class="glossary">
              {terms.map(({ term, text }) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{text}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        {VIEWS_KITS[shown].cardList && (
          <button type="button" onClick={() => openCardBrowser('rules')}>
            {cardListLabel()}
          </button>
        )}
      </section>
    </ScreenFrame>
  );
}
