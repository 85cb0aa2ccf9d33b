// The card browser: all 105 Innovation cards by age and colour, each with its icons and its text
// in the current language (both editions where they differ), searchable by name or by any word of
// the text, and the five special achievements with their conditions. A screen of its own from the
// Rules, and the same list in a dialog from the table menu (the game stays where it is).
import { useEffect, useMemo, useState } from 'preact/hooks';
import { navigate } from '../../app/navigation';
import { CARDS_BY_AGE, facts } from '../../engine/innovation/facts';
import { COLORS, SPECIALS } from '../../engine/innovation/types';
import { t } from '../../i18n';
import { cardText, differsByEdition, matchesCard, specialCondition, specialName } from '../../table/innovation/names';
import type { ZoomRequest } from '../../table/model';
import { CardChip } from '../innovation/CardFace';
import '../innovation/innovation.css';
import { ZoomContext, useZoom } from '../table/context';
import { ZoomView } from '../table/zoom/ZoomView';

const byColour = (a: string, b: string) => COLORS.indexOf(facts(a).color) - COLORS.indexOf(facts(b).color);

export function CardList() {
  const zoom = useZoom();
  const [query, setQuery] = useState('');
  const ages = useMemo(() => CARDS_BY_AGE.map((ids) => ids.slice().sort(byColour)), []);
  const shown = ages.map((ids) => ids.filter((id) => matchesCard(id, query)));
  const count = shown.reduce((n, ids) => n + ids.length, 0);
  const specials = SPECIALS.filter((s) => matchesCard(s, query));
  return (
    <div class="inno-browser">
      <div class="inno-browser-search">
        <label for="inno-search">{t('inno.browser.search')}</label>
        <input id="inno-search" type="search" value={query} onInput={(e) => setQuery(e.currentTarget.value)} autocomplete="off" />
        <output for="inno-search" class="muted" data-count={count}>
          {t('inno.browser.count', { n: count })}
        </output>
      </div>
      {count === 0 && specials.length === 0 && <p>{t('inno.browser.none', { q: query })}</p>}
      {shown.map(
        (ids, a) =>
          ids.length > 0 && (
            <section key={a} class="inno-browser-age">
              <h2>{t('inno.browser.age', { n: a + 1 })}</h2>
              <ul class="inno-browser-list">
                {ids.map((id) => (
                  <li key={id} class="inno-browser-card" data-card={id}>
                    <button type="button" class="inno-hand-read" onClick={() => zoom({ game: 'innovation', id })}>
                      <CardChip id={id} />
                    </button>
                    {differsByEdition(id) ? (
                      <div class="inno-browser-editions">
                        <p class="muted">{t('inno.browser.differs')}</p>
                        <h3>{t('inno.zoom.lastPlain')}</h3>
                        <p class="inno-browser-text">{cardText(id, 'last')}</p>
                        <h3>{t('inno.zoom.firstPlain')}</h3>
                        <p class="inno-browser-text">{cardText(id, 'first')}</p>
                      </div>
                    ) : (
                      <p class="inno-browser-text">{cardText(id, 'last')}</p>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ),
      )}
      {specials.length > 0 && (
        <section class="inno-browser-age">
          <h2>{t('inno.browser.specials')}</h2>
          <ul class="inno-browser-list">
            {specials.map((s) => (
              <li key={s} class="inno-browser-special" data-special={s}>
                <button type="button" class="inno-hand-read" onClick={() => zoom({ game: 'innovation', id: s })}>
                  <span class="inno-chip inno-chip--special">
                    <span class="inno-chip-name">{specialName(s)}</span>
                  </span>
                </button>
                <p class="inno-browser-text">{specialCondition(s)}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The browser as a screen (route 'cards'), with Back (or Escape) to where it was opened from. */
export function CardBrowserScreen({ back }: { back: () => void }) {
  const [zoom, setZoom] = useState<ZoomRequest | null>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      back();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [back]);
  return (
    <main class="screen inno-browser-screen" aria-labelledby="inno-browser-title">
      <header class="screen-head">
        <button type="button" class="ghost screen-back" onClick={back}>
          <span aria-hidden="true">‹ </span>
          {t('common.back')}
        </button>
        <h1 id="inno-browser-title">{t('inno.browser.title')}</h1>
      </header>
      <ZoomContext.Provider value={setZoom}>
        <CardList />
      </ZoomContext.Provider>
      <ZoomView zoom={zoom} onClose={() => setZoom(null)} />
    </main>
  );
}

/** The card list's name, for buttons that open it. */
export const cardListLabel = (): string => t('inno.browser.open');

/** Opens the browser screen from a screen (the Rules): Back returns there. */
export function openCardBrowser(from: 'rules' | 'menu' = 'rules'): void {
  navigate({ name: 'cards', from });
}

