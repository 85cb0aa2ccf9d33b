// The game-over panel: the ranking with scores, the winners and why the game ended.
import type Phaser from 'phaser';
import type { SessionSnapshot } from '../app/session';
import { type MessageKey, hasKey, t } from '../i18n';
import { Button } from '../ui/button';
import { seatName } from '../ui/gears/names';
import type { TableLayout } from '../ui/layout';
import { COLORS, TEXT, textStyle } from '../ui/theme';
import type { AppServices } from './services';

export interface OverAction {
  label: string;
  onPress: () => void;
  primary?: boolean;
}

export function overReason(reason: string): string {
  const key = `over.reason.${reason}`;
  return hasKey(key) ? t(key as MessageKey) : t('over.reason.other', { reason });
}

export function drawOverPanel(scene: Phaser.Scene, parent: Phaser.GameObjects.Container, l: TableLayout, s: SessionSnapshot, actions: OverAction[], _app: AppServices): Button[] {
  const o = s.outcome;
  if (!o) return [];
  const name = (p: number) => seatName(s.setup, p, s.viewer);
  const f = l.font;
  const w = Math.min(l.width - 24, Math.max(280, f * 22));
  const lines: string[] = [];
  let rank = 1;
  for (const group of o.ranking) {
    for (const p of group) lines.push(t('over.rank', { rank, name: name(p), score: o.scores[p] ?? 0 }));
    rank += group.length;
  }
  const headline = o.winners.length === 0 ? t('over.nobody') : t('over.winners', { names: o.winners.map(name).join(', ') });
  const bh = Math.max(40, f * 2.4);
  const panel = scene.add.container(0, 0).setDepth(20);
  parent.add(panel);
  // Texts first: the panel's height follows what they need (wrapping differs by language).
  let cy = f * 0.8;
  const add = (text: string, size: number, color: string, bold = false) => {
    const txt = scene.add.text(w / 2, cy, text, textStyle(size, color, { fontStyle: bold ? 'bold' : 'normal', align: 'center', wordWrap: { width: w - 24, useAdvancedWrap: true } })).setOrigin(0.5, 0);
    panel.add(txt);
    cy += txt.height + size * 0.35;
  };
  add(t('over.title'), f * 1.3, TEXT.brass, true);
  add(headline, f * 1.05, TEXT.light, true);
  add(overReason(o.reason), f * 0.8, TEXT.muted);
  for (const line of lines) add(line, f * 0.9, TEXT.light);
  const h = cy + (actions.length ? bh + 24 : f * 0.6);
  const x = Math.round((l.width - w) / 2);
  const y = Math.round(Math.max(4, Math.min(l.height - h - 4, l.board.y + (l.board.h - h) / 2)));
  panel.setPosition(x, y);
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.45).fillRect(-x, -y, l.width, l.height);
  g.fillStyle(COLORS.panel, 0.98).fillRoundedRect(0, 0, w, h, 12).lineStyle(3, COLORS.brass, 1).strokeRoundedRect(0, 0, w, h, 12);
  panel.addAt(g, 0);
  const buttons: Button[] = [];
  if (actions.length) {
    const bw = (w - 24 - (actions.length - 1) * 10) / actions.length;
    actions.forEach((a, i) => {
      const b = new Button(scene, { x: 12 + i * (bw + 10), y: h - bh - 12, w: bw, h: bh, label: a.label, kind: a.primary ? 'primary' : 'normal', onPress: a.onPress });
      panel.add(b);
      buttons.push(b);
    });
  }
  return buttons;
}
