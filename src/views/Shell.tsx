// The shell: renders the screen the route names, and the glossary over it when a term is opened.
// Each screen is its own component. The menu, settings and stats come with the app; every screen
// that needs a rules engine or the table loads its code when it first opens (views/routes.ts), so
// the menu loads no engine, table nor Phaser.
import { useEffect } from 'preact/hooks';
import { navigate, route } from '../app/navigation';
import { t } from '../i18n';
import { setBodyData } from './bodyData';
import { glossaryShown } from './glossary/shown';
import { CardBrowserScreen, GlossaryDialog, LearnScreen, LessonScreen, LoadScreen, ReplayScreen, RulesScreen, SetupScreen, TableScreen } from './routes';
import { MenuScreen } from './screens/MenuScreen';
import { SettingsScreen } from './screens/SettingsScreen';
import { StatsScreen } from './screens/StatsScreen';
import { useStore } from './useStore';
import { VersionNotice } from './VersionNotice';

const LOGO_URL = new URL('../../assets/logo.svg', import.meta.url).href;

/** What the page shows until the first screen: the app's name, as index.html's splash does. */
function Splash() {
  return (
    <div class="splash">
      <img src={LOGO_URL} alt="" width={128} height={128} />
      <span>{t('app.title')}</span>
    </div>
  );
}

const keys = new WeakMap<object, number>();
let nextKey = 1;
/** A table screen per session: a new game or a loaded one remounts the table. */
function keyOf(o: object): number {
  let k = keys.get(o);
  if (k === undefined) {
    k = nextKey++;
    keys.set(o, k);
  }
  return k;
}

export function Shell() {
  const r = useStore(route);
  useEffect(() => {
    if (r.name !== 'table' && r.name !== 'replay' && r.name !== 'lesson') setBodyData({ scene: r.name, status: '' });
  }, [r]);
  // The glossary opens over whatever is on screen (a table, a card zoom, the card list).
  return (
    <>
      <Screen r={r} />
      <GlossaryHost />
      <VersionNotice />
    </>
  );
}

/** The glossary over every screen, once a term is opened (its code loads then). */
function GlossaryHost() {
  return useStore(glossaryShown) ? <GlossaryDialog /> : null;
}

function Screen({ r }: { r: ReturnType<typeof route.get> }) {
  switch (r.name) {
    case 'boot':
      return <Splash />;
    case 'menu':
      return <MenuScreen />;
    case 'cards':
      return <CardBrowserScreen back={() => navigate(r.from === 'menu' ? { name: 'menu' } : { name: 'rules', game: 'innovation' })} />;
    case 'setup':
      return <SetupScreen key={r.first ? `${r.game}:first` : r.game} game={r.game} first={r.first} />;
    case 'settings':
      return <SettingsScreen />;
    case 'stats':
      return <StatsScreen />;
    case 'load':
      return <LoadScreen />;
    case 'rules':
      return <RulesScreen game={r.game} />;
    case 'table':
      return <TableScreen key={keyOf(r.session)} session={r.session} showcase={r.showcase ?? false} />;
    case 'learn':
      return <LearnScreen />;
    case 'lesson':
      return <LessonScreen key={keyOf(r.session)} session={r.session} />;
    case 'replay':
      return <ReplayScreen key={keyOf(r.focus ?? r.record)} record={r.record} focus={r.focus ?? null} />;
  }
}
