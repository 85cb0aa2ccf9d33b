// The table screen: the header, the board (the Phaser canvas, placed over the board slot), and
// beside or below it the decision (prompt and buttons) and the log. The showcase has a layout
// of its own (views/kiosk/KioskTable.tsx); in a replay the replay's controls take the decision's
// place. Keys: Escape steps out of a half-made choice, else opens the table menu; Ctrl+Z or U
// undoes; H asks for a hint; Space or Enter shows the next step at the step-by-step pace; in a replay the arrows
// step and Home/End jump. The browser's Back asks to leave (a replay just closes).
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { type ReviewFocus, navigate } from '../../app/navigation';
import type { ReplaySession } from '../../app/replay';
import { reviewSeats } from '../../app/review';
import { appServices } from '../../app/services';
import type { GameSession, SaveRecord, TableSession } from '../../app/session';
import { t } from '../../i18n';
import { tableChrome, tableHandover, tableStep } from '../../table/model';
import { KioskTable } from '../kiosk/KioskTable';
import { kioskLocked } from '../kiosk/lockdown';
import { useStore } from '../useStore';
import { HandoverScreen } from './HandoverScreen';
import { LeaveDialog } from './LeaveDialog';
import { LogView } from './LogView';
import { OverPanel } from './OverPanel';
import { PromptPanel } from './PromptPanel';
import { ReplayBar } from './ReplayBar';
import { SaveBanner } from './SaveBanner';
import { TableHeader } from './TableHeader';
import { type MenuChoice, TableMenu } from './TableMenu';
import { TableRules } from './TableRules';
import { TableSettings } from './TableSettings';
import { TableTip } from './TableTip';
import { undoReason } from './UndoButton';
import { ReviewPanel } from './ReviewPanel';
import { useCoach } from './coach';
import { guardBack, leaveTable } from './leave';
import { ZoomView } from './zoom/ZoomView';
import './table-features.css';
import { TablePanel } from './panel/TablePanel';

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

export function TableScreen({ session, showcase, replay: replayed }: { session: TableSession; showcase: boolean; replay?: ReplayProps }) {
  const replay = replayed?.session;
  const app = appServices();
  const slot = useRef<HTMLDivElement>(null);
  const chrome = useStore(tableChrome);
  const handover = useStore(tableHandover);
  const [open, setOpen] = useState<Open>(null);
  const [overClosed, setOverClosed] = useState(false);
  const [flash, setFlash] = useState<string | null>(null);
  /** The game the Review dialog is open on (kept as it was when opened). */
  const [reviewing, setReviewing] = useState<SaveRecord | null>(null);
  const game = session.kind === 'game' ? (session as GameSession) : null;
  // What the header says follows the table as drawn (it may trail the session while it animates).
  const live = chrome?.snapshot ?? session.snapshot;

  useEffect(() => {
    let on = true;
    void app.tables.ready.then(() => {
      if (on) app.tables.open(session, showcase);
    });
    return () => {
      on = false;
      app.tables.close();
    };
  }, [app, session, showcase]);

  // The canvas follows the board slot's box (window resizes, the side panel growing, rotation).
  useLayoutEffect(() => {
    const el = slot.current;
    if (!el) return;
    const place = () => {
      const r = el.getBoundingClientRect();
      app.tables.place({ x: r.left, y: r.top, w: r.width, h: r.height });
    };
    place();
    const ro = new ResizeObserver(place);
    ro.observe(el);
    window.addEventListener('resize', place);
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [app]);

  // A short word in the header (why undo stops, that it worked), for a few seconds.
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), 4000);
    return () => clearTimeout(timer);
  }, [flash]);

  const undoable = game && !showcase ? live.undo : null;
  const coach = useCoach(game, live, !showcase && !replay, setFlash);
  const undo = () => {
    if (!game) return;
    const u = game.snapshot.undo;
    if (!u) return;
    const why = undoReason(u);
    if (why) {
      setFlash(why);
      return;
    }
    if (game.undo().ok) {
      coach.clear();
      setOverClosed(false);
      setFlash(t('undo.done'));
    }
  };

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
      if (e.defaultPrevented || tableHandover.get()) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        const back = tableChrome.get()?.back;
        if (back) back();
        else setOpen((o) => (o ? null : 'menu'));
        return;
      }
      if (typing(e) || document.querySelector('dialog[open]')) return;
      if (game && ((e.key === 'z' && (e.ctrlKey || e.metaKey) && !e.shiftKey) || (e.key === 'u' && !e.ctrlKey && !e.metaKey && !e.altKey))) {
        e.preventDefault();
        undo();
        return;
      }
      if (coach.button && e.key === 'h' && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        coach.button.onHint();
        return;
      }
      const next = tableStep.get();
      if (next && (e.key === ' ' || e.key === 'Enter') && !onControl(e)) {
        e.preventDefault();
        next();
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

  if (showcase && game) return <KioskTable session={game} slot={slot} />;
  const over = chrome?.snapshot.outcome ?? null;
  // Review: a finished game with a human in it, never in the kiosk (no one's game to study there).
  const reviewOn = !kioskLocked() && app.bots.review !== undefined && reviewSeats(session.setup).length > 0;
  const openReview = (record: SaveRecord) => () => setReviewing(record);
  const problem = game ? live.saveProblem : null;
  return (
    <div class="table">
      <TableHeader
        chrome={chrome}
        onMenu={replay ? null : () => setOpen('menu')}
        onShowResult={over && overClosed && !replay ? () => setOverClosed(false) : null}
        undo={undoable ? { state: undoable, onUndo: undo } : null}
        hint={coach.button}
        flash={flash}
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
          <PromptPanel chrome={chrome} hint={coach.shown} />
        )}
        <TablePanel chrome={chrome} />
        <LogView game={session.setup.game} />
      </aside>
      <TableTip slot={slot} />
      <ZoomView />
      {game && chrome && over && !overClosed && !handover && !reviewing && (
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
      {handover && <HandoverScreen handover={handover} />}
    </div>
  );
}
