// The shell: renders the screen the route names, and the glossary over it when a term is opened.
// Each screen is its own component; the table screen also starts the game's Phaser scene
// (views/table/TableScreen.tsx).
import { useEffect } from 'preact/hooks';
import { navigate, route } from '../app/navigation';
import { setBodyData } from './bodyData';
import { GlossaryHost } from './glossary/GlossaryDialog';
import { lessonFor } from '../table/lessons';
import { LearnScreen } from './screens/LearnScreen';
import { LoadScreen } from './screens/LoadScreen';
import { MenuScreen } from './screens/MenuScreen';
import { CardBrowserScreen } from './screens/CardBrowser';
import { RulesScreen } from './screens/RulesScreen';
import { SettingsScreen } from './screens/SettingsScreen';
import { SetupScreen } from './screens/SetupScreen';
import { StatsScreen } from './screens/StatsScreen';
import { ReplayScreen } from './table/ReplayScreen';
import { TableScreen } from './table/TableScreen';
import { useStore } from './useStore';

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
    </>
  );
}

function Screen({ r }: { r: ReturnType<typeof route.get> }) {
  switch (r.name) {
    case 'boot':
      return null;
    case 'menu':
      return <MenuScreen />;
    case 'cards':
      return <CardBrowserScreen back={() => navigate(r.from === 'menu' ? { name: 'menu' } : { name: 'rules', game: 'innovation' })} />;
    case 'setup':
      return <SetupScreen key={r.game} game={r.game} />;
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
      return <TableScreen key={keyOf(r.session)} session={r.session} showcase={false} lesson={lessonFor(r.session.setup.game)} />;
    case 'replay':
      return <ReplayScreen key={keyOf(r.focus ?? r.record)} record={r.record} focus={r.focus ?? null} />;
  }
}
