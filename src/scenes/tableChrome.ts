// The parts of a table around the cards: the header (round, whose turn, notices, Menu) and the
// controls panel (the prompt and one button per control built from snapshot.legal).
import type Phaser from 'phaser';
import type { SessionSnapshot } from '../app/session';
import { type MessageKey, hasKey, t } from '../i18n';
import { Button } from '../ui/button';
import type { ControlButton } from '../ui/gears/controls';
import { seatName } from '../ui/gears/names';
import { setBodyData } from '../ui/dom';
import { type TableLayout, cells } from '../ui/layout';
import { COLORS, TEXT, textStyle } from '../ui/theme';

type Container = Phaser.GameObjects.Container;

/** What a table exposes on window for end-to-end tests (moves are picked from legal, by index). */
export type HookPlayResult = { ok: boolean; error?: { code: string; message: string } };

export interface BoardwrightTestHook {
  snapshot(): SessionSnapshot;
  legal(): unknown[];
  play(index: number): HookPlayResult;
  /** True while the table still animates earlier events (screenshots wait for false). */
  busy(): boolean;
}

declare global {
  interface Window {
    __boardwright?: BoardwrightTestHook;
  }
}

/** Installs the test hook for a table: `play(i)` plays legal move i through the table's own path. */
export function exposeTableHook(snapshot: () => SessionSnapshot, play: (move: unknown) => HookPlayResult, busy: () => boolean): void {
  window.__boardwright = {
    snapshot,
    legal: () => snapshot().legal,
    play: (index) => {
      const move = snapshot().legal[index];
      if (move === undefined) return { ok: false, error: { code: 'no-such-move', message: `No legal move #${index}.` } };
      return play(move);
    },
    busy,
  };
}

/** Body data follows the session at once (tests and screen readers wait on it). */
export function syncTableBody(s: SessionSnapshot, round: number): void {
  setBodyData({ turn: String(s.moveCount), status: s.outcome ? 'over' : 'playing' });
  document.body.dataset.toAct = s.toAct.join(',');
  document.body.dataset.round = String(round);
  document.body.dataset.viewer = s.viewer === null ? '' : String(s.viewer);
}

/** Leaving a table: the page no longer describes a game, and the test hook goes. */
export function clearTableBody(): void {
  setBodyData({ game: '', turn: '', status: '' });
  for (const k of ['toAct', 'round', 'viewer']) delete document.body.dataset[k];
  if (window.__boardwright) delete window.__boardwright;
}

/** What the header says on the right: a notice if there is one, else whose decision it is. */
export function statusLine(s: SessionSnapshot): { text: string; notice: boolean } {
  if (s.notice && hasKey(s.notice)) return { text: t(s.notice as MessageKey, { n: 1 }), notice: true };
  const name = (p: number) => seatName(s.setup, p, s.viewer);
  if (s.outcome) return { text: t('over.title'), notice: false };
  if (s.thinking !== null) return { text: t('table.thinking', { name: name(s.thinking) }), notice: false };
  if (s.viewer !== null && s.toAct.includes(s.viewer)) return { text: t('table.yourTurn'), notice: false };
  if (s.viewer === null) return { text: t('table.spectating'), notice: false };
  return { text: t('table.waitingFor', { name: s.toAct.map(name).join(', ') }), notice: false };
}

export function drawTableHeader(scene: Phaser.Scene, parent: Container, l: TableLayout, s: SessionSnapshot, title: string, onMenu: (() => void) | null): void {
  const hd = l.header;
  parent.add(scene.add.graphics().fillStyle(COLORS.panel, 1).fillRect(hd.x, hd.y, hd.w, hd.h));
  const f = l.font;
  const menuW = onMenu ? Math.max(64, f * 4.5) : 0;
  const left = scene.add.text(hd.x + 8, hd.y + hd.h / 2, title, textStyle(f * 0.9, TEXT.brass, { fontStyle: 'bold' })).setOrigin(0, 0.5);
  const maxLeft = (hd.w - menuW) * 0.5;
  if (left.width > maxLeft) left.setScale(maxLeft / left.width);
  parent.add(left);
  const status = statusLine(s);
  const right = scene.add.text(hd.x + hd.w - menuW - 10, hd.y + hd.h / 2, status.text, textStyle(f * 0.8, status.notice ? TEXT.danger : TEXT.light)).setOrigin(1, 0.5);
  const maxRight = Math.max(0, hd.w - menuW - 24 - left.displayWidth);
  if (right.width > maxRight) {
    // Shrink a little, then cut what still does not fit: the status must never cover the title.
    const scale = Math.max(0.7, maxRight / right.width);
    right.setScale(scale);
    if (right.width * scale > maxRight) right.setCrop(right.width - maxRight / scale, 0, maxRight / scale, right.height);
  }
  parent.add(right);
  if (onMenu) parent.add(new Button(scene, { x: hd.x + hd.w - menuW - 4, y: hd.y + 4, w: menuW, h: hd.h - 8, label: t('table.leave'), kind: 'ghost', onPress: onMenu }));
}

export interface ControlsPanel {
  prompt: string;
  isError: boolean;
  buttons: ControlButton[];
  onPress: (b: ControlButton) => void;
}

/** The prompt, then the buttons: as many columns as fit at a comfortable width, rows from the top. */
export function drawControlsPanel(scene: Phaser.Scene, parent: Container, l: TableLayout, c: ControlsPanel): Button[] {
  const r = l.controls;
  const f = l.font;
  parent.add(scene.add.graphics().fillStyle(COLORS.panel, 0.9).fillRoundedRect(r.x, r.y, r.w, r.h, 8));
  const promptText = scene.add.text(r.x + 8, r.y + 4, c.prompt, textStyle(f * 0.85, c.isError ? TEXT.danger : TEXT.brass, { wordWrap: { width: r.w - 16, useAdvancedWrap: true } }));
  if (promptText.height > f * 2.6) promptText.setScale((f * 2.6) / promptText.height);
  parent.add(promptText);
  const top = r.y + 6 + promptText.displayHeight;
  const area = { x: r.x + 6, y: top + 2, w: r.w - 12, h: r.y + r.h - top - 8 };
  const n = c.buttons.length;
  if (n === 0 || area.h < 16) return [];
  const minW = Math.max(84, f * 6);
  const cols = Math.min(n, Math.max(1, Math.floor(area.w / minW)));
  const rows = Math.ceil(n / cols);
  const rowH = Math.min((area.h - 4 * (rows - 1)) / rows, f * 3);
  const rowRects = cells({ ...area, h: rowH * rows + 4 * (rows - 1) }, rows, 'column', 4);
  return c.buttons.map((cb, i) => {
    const row = rowRects[Math.floor(i / cols)]!;
    const inRow = Math.min(cols, n - Math.floor(i / cols) * cols);
    const cell = cells(row, inRow, 'row', 4)[i % cols]!;
    const b = new Button(scene, {
      x: cell.x,
      y: cell.y,
      w: cell.w,
      h: cell.h,
      font: Math.min(cell.h * 0.42, f * 0.95),
      label: cb.label,
      kind: cb.kind,
      onPress: () => c.onPress(cb),
    });
    parent.add(b);
    return b;
  });
}
