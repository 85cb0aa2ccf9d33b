// The table screen: the header, the board (the canvas, placed over the board slot), and beside or
// below it the decision (prompt and buttons), the game's panel and the log — all rendered from the
// one model of the table's controller, every control sending its intent to the controller's
// dispatch. The showcase has a layout of its own (views/kiosk/KioskTable.tsx); in a replay the
// replay's controls take the decision's place. Keys: Escape steps out of a half-made choice, else
// opens the table menu; Ctrl+Z or U undoes; H asks for a hint; Space or Enter shows the next
// step at the step-by-step pace; in a replay the arrows step and Home/End jump. The browser's
// Back asks to leave (a replay just closes).
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type ReviewFocus, navigate } from '../../app/navigation';
import type { ReplaySession } from '../../app/replay';
import { reviewSeats } from '../../app/review';
import { appServices } from '../../app/services';
import type { GameSession, SaveRecord, TableSession } from '../../app/session';
import type { BoardHost } from '../../table/boardHost';
import type { TableController } from '../../table/controller';
import type { TableModel } from '../../table/model';
import { setBodyData } from '../bodyData';
import { KioskTable } from '../kiosk/KioskTable';
import { kioskLocked } from '../kiosk/lockdown';
import { useStore } from '../useStore';
import { HandoverScreen } from './HandoverScreen';
import { LeaveDialog } from './LeaveDialog';
import { LogView } from './LogView';
import { OverPanel } from './OverPanel';
import { PromptPanel } from './PromptPanel';
import { ReplayBar } from './ReplayBar';
import { ReviewPanel } from './ReviewPanel';
import { SaveBanner } from './SaveBanner';
import { TableHeader } from './TableHeader';
import { type MenuChoice, TableMenu } from './TableMenu';
import { TableRules } from './TableRules';
import { TableSettings } from './TableSettings';
import { TableTip } from './TableTip';
import { boardHost, loadBoard } from './board';
import { currentTable } from './current';
import { DispatchContext, ZoomContext } from './context';
import { guardBack, leaveTable } from './leave';
import { openTable } from './openTable';
import { TablePanel } from './panel/TablePanel';
import './table-features.css';
import { ZoomView } from './zoom/ZoomView';

type Open = 'menu' | MenuChoice | null;

/** Keys typed into a control are the control's, not the table's. */
const typing = (e: KeyboardEvent) => {
  const el = e.target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || el.isContentEditable);
};
const onControl = (e: KeyboardEvent) => {
  const el = e.target as HTMLElement | null;
  return !!el && (el.tagName === 'BUTTON' || el.tagName === 'A' || typing(e));
};

/** A replay's session, the record it tells and the reviewed decision it opened at. */
export interface ReplayProps {
  session: ReplaySession;
  record: SaveRecord;
  focus: ReviewFocus | null;
}

declare global {
  interface Window {
    /** The open table, for end-to-end tests: its hook (moves by index) and the board's probes. */
    __boardwright?: ReturnType<TableController['hook']> & Record<string, unknown>;
  }
}

/** The board's probes while it loads: nothing is drawn yet. */
const NO_BOARD = { texts: () => [], frames: () => 0, textures: () => 0, cachedCards: () => 0 };

/** Tells the board where the board slot is now (in viewport CSS px). */
function placeBoard(board: BoardHost, slot: HTMLElement | null): void {
  if (!slot) return;
  const r = slot.getBoundingClientRect();
  board.place({ x: r.left, y: r.top, w: r.width, h: r.height });
}

/** Writes the table's body data as the model changes (synchronously: tests and screen readers wait on it). */
function followBody(controller: TableController): () => void {
  const write = (m: TableModel) => {
    setBodyData({ scene: m.body.scene, game: m.body.game, turn: m.body.turn, status: m.body.status });
    const ds = document.body.dataset;
    ds.toAct = m.body.toAct;
    ds.round = m.body.round;
    ds.viewer = m.body.viewer;
  };
  write(controller.model.get());
  const off = controller.model.subscribe(write);
  return () => {
    off();
    setBodyData({ game: '', turn: '', status: '' });
    for (const k of ['toAct', 'round', 'viewer']) delete document.body.dataset[k];
  };
}

export function TableScreen({ session, showcase, replay: replayed }: { session: TableSession; showcase: boolean; replay?: ReplayProps }) {
  const replay = replayed?.session;
  const app = appServices();
  const slot = useRef<HTMLDivElement>(null);
  const controller = useMemo(() => openTable(session, showcase), [session, showcase]);
  const model = useStore(controller.model);
  const dispatch = controller.dispatch.bind(controller);
  const [open, setOpen] = useState<Open>(null);
  const [overClosed, setOverClosed] = useState(false);
  /** The game the Review dialog is open on (kept as it was when opened). */
  const [reviewing, setReviewing] = useState<SaveRecord | null>(null);
  const [board, setBoard] = useState<BoardHost | null>(boardHost);
  const game = session.kind === 'game' ? (session as GameSession) : null;
  const chrome = model.chrome;
  // What the header says follows the table as drawn (it may trail the session while it animates).
  const live = chrome?.snapshot ?? session.snapshot;

  // The words come first: the table starts as this screen first paints (its decision and log
  // take their room at once, so nothing moves when the board comes). The board opens on the
  // table then: at once when it is loaded (a new game's first drawing is animated on it), else
  // once its code has loaded (the first table of a visit); it draws the position as it is by then.
  // A board that cannot load leaves the table playable in its words. The test hook counts the
  // table as busy until its board is up.
  useLayoutEffect(() => {
    let on = true;
    let opened: BoardHost | null = null;
    const stopBody = followBody(controller);
    currentTable.set(controller);
    const hook = controller.hook();
    /** The board's code is still loading. */
    let waiting = true;
    const setHook = (probes: Record<string, unknown> | null) => {
      window.__boardwright = { ...hook, ...(probes ?? NO_BOARD), busy: () => (probes === null && waiting) || hook.busy() };
    };
    const openOn = (board: BoardHost) => {
      opened = board;
      // Sized before it opens: the first drawing is at the slot's size, not drawn twice.
      placeBoard(board, slot.current);
      board.open(controller);
      setHook(board.probes());
    };
    const ready = boardHost();
    if (ready) {
      openOn(ready);
      controller.start();
    } else {
      setHook(null);
      controller.start();
      loadBoard().then(
        (board) => {
          waiting = false;
          if (!on || !board) return;
          setBoard(board);
          openOn(board);
        },
        (e: unknown) => {
          waiting = false;
          console.warn('The board could not be loaded; the table plays on without it.', e);
        },
      );
    }
    return () => {
      on = false;
      opened?.close();
      controller.dispose();
      stopBody();
      delete window.__boardwright;
      if (currentTable.get() === controller) currentTable.set(null);
    };
  }, [controller]);

  // The canvas follows the board slot's box (window resizes, the side panel growing, rotation).
  useLayoutEffect(() => {
    const el = slot.current;
    if (!el || !board) return;
    const place = () => placeBoard(board, el);
    place();
    const ro = new ResizeObserver(place);
    ro.observe(el);
    window.addEventListener('resize', place);
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [board]);

  const over = chrome?.snapshot.outcome ?? null;
  // An undo takes a finished game back into play: the result shows again at its next end.
  useEffect(() => {
    if (!over) setOverClosed(false);
  }, [over]);

  // The browser's Back: asks to leave a game (a replay simply closes).
  useEffect(() => {
    if (showcase) return;
    return guardBack(() => {
      if (replay) leaveTable();
      else setOpen('leave');
    });
  }, [showcase, replay]);

  useEffect(() => {
    if (showcase) return;
    const onKey = (e: KeyboardEvent) => {
      const m = controller.model.get();
      if (e.defaultPrevented || m.handover) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        if (m.chrome?.back) dispatch({ kind: 'back' });
        else setOpen((o) => (o ? null : 'menu'));
        return;
      }
      if (typing(e) || document.querySelector('dialog[open]')) return;
      const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
      if (m.undo && ((e.key === 'z' && (e.ctrlKey || e.metaKey) && !e.shiftKey) || (e.key === 'u' && plain))) {
        e.preventDefault();
        dispatch({ kind: 'undo' });
        return;
      }
      if (m.hint && e.key === 'h' && plain) {
        e.preventDefault();
        dispatch({ kind: 'hint' });
        return;
      }
      if (m.step && (e.key === ' ' || e.key === 'Enter') && !onControl(e)) {
        e.preventDefault();
        dispatch({ kind: 'next' });
        return;
      }
      if (replay && !onControl(e)) {
        const moves: Record<string, () => void> = {
          ArrowRight: () => replay.step(1),
          ArrowLeft: () => replay.step(-1),
          Home: () => replay.seek(0),
          End: () => replay.seek(replay.position.get().total),
        };
        const go = moves[e.key];
        if (go) {
          e.preventDefault();
          go();
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

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
  const problem = game ? live.saveProblem : null;
  return (
    <DispatchContext.Provider value={dispatch}>
      <ZoomContext.Provider value={zoom}>
        <div class="table">
          <TableHeader
            chrome={chrome}
            onMenu={replay ? null : () => setOpen('menu')}
            onShowResult={over && overClosed && !replay ? () => setOverClosed(false) : null}
            undo={model.undo}
            hint={model.hint}
            flash={model.flash}
          />
          <div class="board-slot" ref={slot} />
          <aside class="side">
            {game && problem && <SaveBanner problem={problem} session={game} />}
            {replayed ? (
              <ReplayBar
                replay={replayed.session}
                focus={replayed.focus}
                onReview={reviewOn && replayed.session.finished ? openReview(replayed.record) : null}
                onClose={() => leaveTable()}
              />
            ) : (
              <PromptPanel chrome={chrome} hint={model.hint?.shown ?? null} step={model.step} />
            )}
            <TablePanel model={model} />
            <LogView game={session.setup.game} log={model.log} />
          </aside>
          <TableTip slot={slot} tip={model.tip} />
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
          {open === 'menu' && <TableMenu game={session.setup.game} onClose={() => setOpen(null)} onChoose={setOpen} />}
          {open === 'rules' && <TableRules game={session.setup.game} onClose={() => setOpen(null)} />}
          {open === 'settings' && <TableSettings onClose={() => setOpen(null)} />}
          {open === 'leave' && game && <LeaveDialog session={game} onClose={() => setOpen(null)} />}
          {model.handover && <HandoverScreen handover={model.handover} />}
        </div>
      </ZoomContext.Provider>
    </DispatchContext.Provider>
  );
}
