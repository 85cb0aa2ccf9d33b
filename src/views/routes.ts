// The screens whose code loads when they first open (views/lazy.tsx): every one that needs a
// rules engine or the table. The menu opens them with go(): the code first, then the route, so a
// screen opens whole (its words and its focus), as the menu's own screens do.
import { type Route, navigate } from '../app/navigation';
import { lazyScreen } from './lazy';

export const SetupScreen = lazyScreen(() => import('./screens/SetupScreen').then((m) => m.SetupScreen));
export const LoadScreen = lazyScreen(() => import('./screens/LoadScreen').then((m) => m.LoadScreen));
export const RulesScreen = lazyScreen(() => import('./screens/RulesScreen').then((m) => m.RulesScreen));
export const CardBrowserScreen = lazyScreen(() => import('./screens/CardBrowser').then((m) => m.CardBrowserScreen));
export const TableScreen = lazyScreen(() => import('./table/TableScreen').then((m) => m.TableScreen));
export const ReplayScreen = lazyScreen(() => import('./table/ReplayScreen').then((m) => m.ReplayScreen));
export const LearnScreen = lazyScreen(() => import('./screens/LearnScreen').then((m) => m.LearnScreen));
/** The glossary's dialog (its entries name every game's parts): loaded when a term is first opened. */
export const GlossaryDialog = lazyScreen(() => import('./glossary/GlossaryDialog').then((m) => m.GlossaryHost));
export const LessonScreen = lazyScreen(() => import('./table/LessonScreen').then((m) => m.LessonScreen));

const LAZY: Partial<Record<Route['name'], { load(): Promise<unknown> }>> = {
  setup: SetupScreen,
  load: LoadScreen,
  rules: RulesScreen,
  cards: CardBrowserScreen,
  table: TableScreen,
  replay: ReplayScreen,
  learn: LearnScreen,
  lesson: LessonScreen,
};

/** The table's code (its screen, the controller, the kits): loaded before a table route is set, so it opens at once. */
export const loadTableScreen = (): Promise<unknown> => TableScreen.load();

/** Opens a screen once its code is in. A load that fails opens it anyway: the screen says so. */
export function go(next: Route): void {
  const screen = LAZY[next.name];
  if (!screen) {
    navigate(next);
    return;
  }
  void screen.load().then(
    () => navigate(next),
    () => navigate(next),
  );
}
