// The card browser: the Innovation cards by age and colour, each with its icons and its text
// in the current language (both editions where they differ), searchable by name or by any word of
// the text, and the special achievements with their conditions. A filter by set shows the 105
// base cards (the default), the 105 Echoes of the Past cards (echo effect first), or both. A screen of its own from the
// Rules, and the same list in a dialog from the table menu (the game stays where it is).
import { useEffect, useMemo, useState } from 'preact/hooks';
import { navigate } from '../../app/navigation';
import { CARDS_BY_AGE, ECHOES_BY_AGE, facts, isEchoes } from '../../engine/innovation/facts';
import { COLORS, ECHOES_SPECIALS, SPECIALS } from '../../engine/innovation/types';
import { t } from '../../i18n';
import { cardText, differsByEdition, echoText, matchesCard, specialCondition, specialName } from '../../table/innovation/names';
import { ChoiceGroup } from './ChoiceGroup';
import type { ZoomRequest } from '../../table/model';
import { CardChip } from '../innovation/CardFace';
import '../innovation/innovation.css';
import { ZoomContext, useZoom } from '../table/context';
import { ZoomView } from '../table/zoom/ZoomView';

const byColour = (a: string, b: string) => COLORS.indexOf(facts(a).color) - COLORS.indexOf(facts(b).color);

/** Which cards the browser lists: the base game's, Echoes of the Past's, or both. */
export type CardSetFilter = 'base' | 'echoes' | 'all';
const SET_FILTERS: readonly CardSetFilter[] = ['base', 'echoes', 'all'];

/** The cards of one set filter, age by age: base cards first, then Echoes, each by colour. */
export function cardsBySet(set: CardSetFilter): string[][] {
  return CARDS_BY_AGE.map((base, a) => [
    ...(set === 'echoes' ? [] : base.slice().sort(byColour)),
    ...(set === 'base' ? [] : (ECHOES_BY_AGE[a] ?? []).slice().sort(byColour)),
  ]);
}

export function CardList({ initialSet = 'base' }: { initialSet?: CardSetFilter }) {
  const zoom = useZoom();
  const [query, setQuery] = useState('');
  const [set, setSet] = useState<CardSetFilter>(initialSet);
  const ages = useMemo(() => cardsBySet(set), [set]);
  const shown = ages.map((ids) => ids.filter((id) => matchesCard(id, query)));
  const count = shown.reduce((n, ids) => n + ids.length, 0);
  const specials = [...(set === 'echoes' ? [] : SPECIALS), ...(set === 'base' ? [] : ECHOES_SPECIALS)].filter((s) => matchesCard(s, query));
  return (
    <div class="inno-browser">
      <ChoiceGroup legend={t('inno.browser.set')} options={SET_FILTERS.map((f) => ({ value: f, label: t(`inno.browser.set.${f}`) }))} value={set} onChange={setSet} />
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
                  <li key={id} class="inno-browser-card" data-card={id} data-set={isEchoes(id) ? 'echoes' : 'base'}>
                    <button type="button" class="inno-hand-read" onClick={() => zoom({ game: 'innovation', id })}>
                      <CardChip id={id} />
                    </button>
                    {echoText(id) && (
                      <p class="inno-browser-text inno-browser-echo">
                        <b>{t('inno.echoes.echoLabel')}:</b> {echoText(id)}
                      </p>
                    )}
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

