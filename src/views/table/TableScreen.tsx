// The table screen: the header, the board (the canvas, placed over the board slot), and beside or
// below it the decision (prompt and buttons), the game's panel and the log — all rendered from the
// one model of the table's controller, every control sending its intent to the controller's
// dispatch. The showcase has a layout of its own (views/kiosk/KioskTable.tsx); in a replay the
// replay's controls take the decision's place. Keys go to the controller, whose key map
// (table/keymap.ts) says what each asks for: Escape steps out of a half-made choice, else opens the
// table menu; Ctrl+Z or U undo; H a hint; Space or Enter the next step at the step-by-step pace; in
// a replay the arrows step and Home/End jump. The browser's
// Back asks to leave (a replay just closes; a decision tried again goes back to the Review). In screen reader mode (views/nv) the position is
// text in the board's place and no board opens; the mode can change while the table is open.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type ReviewFocus, navigate } from '../../app/navigation';
import type { ReplaySession } from '../../app/replay';
import type { RetrySession } from '../../app/retry';
import { reviewSeats } from '../../app/review';
import { appServices } from '../../app/services';
import type { SaveRecord, TableSession } from '../../app/table-session';
import { type Lesson, lessonIdOf } from '../../table/lesson';
import type { TableModel } from '../../table/model';
import { kioskLocked } from '../kiosk/lockdown';
import type { GameId } from '../../engine/core/types';
import { VIEWS_KITS } from '../kits';
import { type LazyScreen, lazyPart } from '../lazy';
import type { NvTableProps } from '../nv/NvTable';
import { useStore } from '../useStore';
import { HandoverScreen } from './HandoverScreen';
import { KnownPanel } from './KnownPanel';
import { LeaveDialog } from './LeaveDialog';
import { LogView } from './LogView';
import { OwnerGate } from './OwnerGate';
import { LessonOwnerGate } from './LessonOwnerGate';
import { PromptPanel } from './PromptPanel';
import { RetryNote } from './RetryNote';
import { SaveBanner } from './SaveBanner';
import { TableHeader } from './TableHeader';
import { type MenuChoice, TableMenu } from './TableMenu';
import { TableTip } from './TableTip';
import { spokenChrome } from '../nv/spoken';
import { screenReaderMode } from './board';
import { DispatchContext, ZoomContext } from './context';
import { guardBack, leaveTable, replayClosed } from './leave';
import { keyPress } from './keyPress';
import { openTable } from './openTable';
import { useTableLife } from './tableLife';
import { TablePanel } from './panel/TablePanel';
import './table-features.css';
// The decision's lit and dimmed buttons (Hint, a lesson's steps): styled before either first shows.
import './lesson.css';
import { ZoomView } from './zoom/ZoomView';

// What the table's first paint never shows loads when it first does: a phone's first round trips
// carry only the table (issue 27).
const KioskTable = lazyPart(() => import('../kiosk/KioskTable').then((m) => m.KioskTable));
const LessonCoach = lazyPart(() => import('./LessonCoach').then((m) => m.LessonCoach));
const OverPanel = lazyPart(() => import('./OverPanel').then((m) => m.OverPanel));
const ReplayBar = lazyPart(() => import('./ReplayBar').then((m) => m.ReplayBar));
const ReviewPanel = lazyPart(() => import('./ReviewPanel').then((m) => m.ReviewPanel));
const RulesSummary = lazyPart(() => import('./RulesSummary').then((m) => m.RulesSummary));
const TableRules = lazyPart(() => import('./TableRules').then((m) => m.TableRules));
const TableSettings = lazyPart(() => import('./TableSettings').then((m) => m.TableSettings));

type Open = 'menu' | MenuChoice | null;

/** The text table, per game: its code and the game's own part (the views kit's `nv` loader) load together, once. */
const nvTables = new Map<GameId, LazyScreen<NvTableProps>>();
function nvTableFor(game: GameId): LazyScreen<NvTableProps> {
  let part = nvTables.get(game);
  if (!part) {
    part = lazyPart(() => Promise.all([import('../nv/NvTable'), VIEWS_KITS[game].nv()]).then(([m, nv]) => m.nvTableOf(nv)));
    nvTables.set(game, part);
  }
  return part;
}

/** A replay's session, the record it tells and the reviewed decision it opened at. */
export interface ReplayProps {
  session: ReplaySession;
  record: SaveRecord;
  focus: ReviewFocus | null;
  /** Try the reviewed decision again (null: no decision reviewed). */
  onRetry: (() => void) | null;
  /** Open with the Review's list up (back from trying a decision again). */
  reviewing?: boolean;
}

/** A reviewed decision tried again, and the way back to the Review. */
export interface RetryProps {
  session: RetrySession;
  onBack: () => void;
}

export function TableScreen({
  session,
  showcase,
  replay: replayed,
  retry = null,
  lesson = null,
}: { session: TableSession; showcase: boolean; replay?: ReplayProps; retry?: RetryProps | null; lesson?: Lesson | null }) {
  const replay = replayed?.session;
  const app = appServices();
  const slot = useRef<HTMLDivElement>(null);
  const controller = useMemo(() => openTable(session, showcase, lesson), [session, showcase, lesson]);
  const model = useStore(controller.model);
  const dispatch = controller.dispatch.bind(controller);
  const [open, setOpen] = useState<Open>(null);
  const [overClosed, setOverClosed] = useState(false);
  /** The game the Review dialog is open on (kept as it was when opened). */
  const [reviewing, setReviewing] = useState<SaveRecord | null>(replayed?.reviewing ? replayed.record : null);
  const game = session.kind === 'game' ? session : null;
  const chrome = model.chrome;

  // Screen reader mode (never in the showcase, which is always drawn): text instead of a board.
  const nv = useStore(screenReaderMode) && !showcase;
  useTableLife(controller, nv, slot);
  const NvTable = nvTableFor(model.game);

  // The decision in screen reader mode's words: no symbol or touch word in what it says (nv/spoken.ts).
  const decided = useMemo(() => (nv && chrome ? spokenChrome(chrome) : chrome), [nv, chrome]);

  const over = chrome?.snapshot.outcome ?? null;
  // An undo takes a finished game back into play: the result shows again at its next end.
  useEffect(() => {
    if (!over) setOverClosed(false);
  }, [over]);

  // The browser's Back: asks to leave a game (a replay simply closes).
  useEffect(() => {
    if (showcase) return;
    return guardBack(() => {
      // A replay closes; a decision tried again goes back to the Review; a lesson keeps its
      // place, so leaving loses nothing; a game asks first.
      if (retry) retry.onBack();
      else if (replay || lesson) leaveTable(lesson ? { name: 'learn' } : undefined);
      else setOpen('leave');
    });
  }, [showcase, replay, lesson, retry]);

  // Keys: every press goes to the controller, whose key map (table/keymap.ts) decides what it asks
  // for; the screen stops the browser's own use of a key the table took and keeps its menu.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Answered already where it was typed (a dialog's Escape, a tab list's arrows).
      if (e.defaultPrevented) return;
      const answer = controller.key(keyPress(e));
      if (answer === null) return;
      e.preventDefault();
      if (answer === 'menu') setOpen((o) => (o ? null : 'menu'));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [controller]);

  const zoom = (target: TableModel['zoom']) => dispatch({ kind: 'zoom', target });
  if (showcase && game)
    return (
      <DispatchContext.Provider value={dispatch}>
        <KioskTable session={game} feed={model.showcase} slot={slot} />
      </DispatchContext.Provider>
    );
  // Review: a finished game with a human in it, never in the kiosk (no one's game to study there).
  const reviewOn = !kioskLocked() && app.bots.review !== undefined && reviewSeats(session.setup).length > 0;
  const openReview = (record: SaveRecord) => () => setReviewing(record);
  // A lesson's place fails to be kept as a game's save does (app/lessonProgress.ts): same banner.
  const lessonSession = session.kind === 'lesson' ? session : null;
  // The session's own, not the position shown: a write that works again clears the banner at
  // once, not after the animations still queued (each session update re-renders this screen).
  const problem = game || lessonSession ? session.snapshot.saveProblem : null;
  const decision = replayed ? (
    <ReplayBar
      replay={replayed.session}
      focus={replayed.focus}
      onReview={reviewOn && replayed.session.finished ? openReview(replayed.record) : null}
      onRetry={replayed.onRetry}
      onClose={() => void replayClosed(replayed.record).then(leaveTable)}
    />
  ) : retry ? (
    <>
      <RetryNote retry={retry.session} onBack={retry.onBack} />
      <PromptPanel chrome={decided} live={!nv} />
    </>
  ) : (
    <>
      {model.lesson && lesson && <LessonCoach bubble={model.lesson} game={session.setup.game} lesson={lesson} />}
      <PromptPanel chrome={decided} hint={model.hint?.shown ?? null} step={model.step} live={!nv} />
    </>
  );
  const banner =
    problem &&
    (game ? (
      <SaveBanner problem={problem} retry={() => dispatch({ kind: 'retrySave' })} record={() => game.toSaveRecord()} />
    ) : (
      lessonSession && <SaveBanner problem={problem} retry={() => dispatch({ kind: 'retrySave' })} />
    ));
  const log = <LogView game={session.setup.game} log={model.log} live={!nv} />;
  const known = model.known && <KnownPanel game={session.setup.game} lines={model.known} />;
  return (
    <DispatchContext.Provider value={dispatch}>
      <ZoomContext.Provider value={zoom}>
        <div class={['table', nv && 'table--nv', lesson && 'table--lesson'].filter(Boolean).join(' ')}>
          <TableHeader
            chrome={chrome}
            onMenu={replay || retry ? null : () => setOpen('menu')}
            onShowResult={over && overClosed && !replay ? () => setOverClosed(false) : null}
            undo={model.undo}
            hint={model.hint}
            flash={model.flash}
            live={!nv}
          />
          {nv ? (
            <main class="nv-main">
              {banner}
              <NvTable controller={controller} model={model} decision={decision} known={known} log={log} />
            </main>
          ) : (
            <>
              <div class="board-slot" ref={slot} />
              <aside class="side">
                {banner}
                {decision}
                <TablePanel model={model} />
                {known}
                {log}
              </aside>
              <TableTip slot={slot} tip={model.tip} />
            </>
          )}
          <ZoomView zoom={model.zoom} table={model} onClose={() => zoom(null)} />
          {game && chrome && over && !overClosed && !model.handover && !reviewing && (
            <OverPanel chrome={chrome} session={game} onReview={reviewOn ? () => setReviewing(game.toSaveRecord()) : null} onClose={() => setOverClosed(true)} />
          )}
          {reviewing && (
            <ReviewPanel
              record={reviewing}
              onOpen={(focus: ReviewFocus) => navigate({ name: 'replay', record: reviewing, focus })}
              onClose={() => setReviewing(null)}
            />
          )}
          {open === 'menu' && (
            <TableMenu
              game={session.setup.game}
              cardSet={[session.setup.options.expansions].flat().includes('echoes') ? 'all' : 'base'}
              lesson={lesson !== null}
              onClose={() => setOpen(null)}
              onChoose={setOpen}
            />
          )}
          {open === 'summary' && <RulesSummary game={session.setup.game} lesson={lesson} onClose={() => setOpen(null)} />}
          {open === 'rules' && <TableRules game={session.setup.game} onClose={() => setOpen(null)} />}
          {open === 'settings' && <TableSettings onClose={() => setOpen(null)} />}
          {open === 'leave' && game && <LeaveDialog session={game} onClose={() => setOpen(null)} />}
          {model.handover && <HandoverScreen handover={model.handover} />}
          {game?.ownership && <OwnerGate session={game} ownership={game.ownership} />}
          {lessonSession?.ownership && <LessonOwnerGate game={lessonIdOf(lessonSession.script as Lesson)} ownership={lessonSession.ownership} />}
        </div>
      </ZoomContext.Provider>
    </DispatchContext.Provider>
  );
}
