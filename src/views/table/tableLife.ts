// An open table's life on the table screen: the body data and the end-to-end hook while it is
// open, then the board — opened first (a new game's first drawing is animated on it), the table
// started once it can draw — or, in screen reader mode, the text table's pace and a start at once.
// The mode may change while the table is open: the board closes, or opens, and the table goes on.
// Everything is let go of when the screen closes.
import { useEffect, useRef } from 'preact/hooks';
import type { BoardHost } from '../../table/boardHost';
import type { TableController } from '../../table/controller';
import type { TableModel } from '../../table/model';
import { setBodyData } from '../bodyData';
import { textPace } from '../nv/pace';
import { boardHost } from './board';
import { currentTable } from './current';

declare global {
  interface Window {
    /** The open table, for end-to-end tests: its hook (moves by index) and the board's probes. */
    __boardwright?: ReturnType<TableController['hook']> & Record<string, unknown>;
  }
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

/** `nv`: screen reader mode, the table as text with no board. */
export function useTableLife(controller: TableController, nv: boolean): void {
  /** The board open on this table now, and whether the table has started. */
  const opened = useRef<{ board: BoardHost | null; started: boolean }>({ board: null, started: false });

  useEffect(() => {
    const stopBody = followBody(controller);
    const open = opened.current;
    window.__boardwright = { ...controller.hook() };
    currentTable.set(controller);
    return () => {
      open.board?.close();
      open.board = null;
      controller.dispose();
      stopBody();
      delete window.__boardwright;
      if (currentTable.get() === controller) currentTable.set(null);
    };
  }, [controller]);

  useEffect(() => {
    const open = opened.current;
    const start = () => {
      if (open.started) return;
      open.started = true;
      controller.start();
    };
    const board = nv ? null : boardHost();
    if (!board) {
      const pace = textPace(controller.kit.stepMs);
      controller.attachBoard(pace);
      start();
      return () => controller.detachBoard(pace);
    }
    let on = true;
    void board.ready.then(() => {
      if (!on) return;
      board.open(controller);
      open.board = board;
      start();
      window.__boardwright = { ...controller.hook(), ...board.probes() };
    });
    return () => {
      on = false;
      if (open.board === board) {
        board.close();
        open.board = null;
      }
    };
  }, [controller, nv]);
}
