// A button that works with mouse, touch and keyboard: a rounded rectangle with a label that
// shrinks to fit. Scenes collect their buttons in a FocusList for arrow keys, Tab and Enter.
import Phaser from 'phaser';
import { setBodyData } from './dom';
import { COLORS, TEXT, textStyle } from './theme';

export type ButtonKind = 'normal' | 'primary' | 'toggle' | 'ghost';

export interface ButtonSpec {
  x: number;
  y: number;
  w: number;
  h: number;
  label: string;
  onPress: () => void;
  kind?: ButtonKind;
  /** Toggle buttons: drawn lit when selected. */
  selected?: boolean;
  enabled?: boolean;
  /** Font size; defaults to 42% of the height. */
  font?: number;
  /** Shown as a tooltip (hover / long press) by scenes that have one. */
  help?: string;
}

export class Button extends Phaser.GameObjects.Container {
  readonly bg: Phaser.GameObjects.Graphics;
  readonly text: Phaser.GameObjects.Text;
  private hovered = false;
  private focused = false;
  spec: ButtonSpec;

  constructor(scene: Phaser.Scene, spec: ButtonSpec) {
    super(scene, spec.x, spec.y);
    this.spec = spec;
    this.bg = scene.add.graphics();
    const font = spec.font ?? Math.max(10, Math.round(spec.h * 0.42));
    this.text = scene.add
      .text(spec.w / 2, spec.h / 2, spec.label, textStyle(font, TEXT.light, { align: 'center' }))
      .setOrigin(0.5);
    this.fitLabel(font);
    this.add([this.bg, this.text]);
    this.setSize(spec.w, spec.h);
    // The container's hit area is centred on its size; our drawing starts at (0,0).
    this.setInteractive(new Phaser.Geom.Rectangle(spec.w / 2, spec.h / 2, spec.w, spec.h), Phaser.Geom.Rectangle.Contains);
    if (this.input) this.input.cursor = 'pointer';
    this.on('pointerover', () => {
      this.hovered = true;
      this.redraw();
    });
    this.on('pointerout', () => {
      this.hovered = false;
      this.redraw();
    });
    this.on('pointerup', () => this.press());
    scene.add.existing(this);
    this.redraw();
  }

  get enabled(): boolean {
    return this.spec.enabled !== false;
  }

  press(): void {
    if (this.enabled) this.spec.onPress();
  }

  setFocused(on: boolean): this {
    this.focused = on;
    this.redraw();
    return this;
  }

  setSelected(on: boolean): this {
    this.spec = { ...this.spec, selected: on };
    this.redraw();
    return this;
  }

  setLabel(label: string): this {
    this.text.setText(label);
    this.fitLabel(this.spec.font ?? Math.max(10, Math.round(this.spec.h * 0.42)));
    return this;
  }

  private fitLabel(font: number): void {
    let size = font;
    this.text.setFontSize(size);
    this.text.setWordWrapWidth(Math.max(10, this.spec.w - 10), true);
    while (size > 9 && (this.text.width > this.spec.w - 8 || this.text.height > this.spec.h - 2)) {
      size -= 1;
      this.text.setFontSize(size);
    }
  }

  private redraw(): void {
    const { w, h, kind = 'normal', selected } = this.spec;
    const g = this.bg;
    g.clear();
    let fill: number = this.hovered ? COLORS.buttonHover : COLORS.button;
    if (kind === 'primary') fill = this.hovered ? COLORS.buttonPrimaryHover : COLORS.buttonPrimary;
    if (kind === 'toggle' && selected) fill = this.hovered ? COLORS.buttonPrimaryHover : COLORS.buttonPrimary;
    if (kind === 'ghost') fill = this.hovered ? COLORS.button : COLORS.panel;
    if (!this.enabled) fill = COLORS.buttonDisabled;
    const r = Math.min(10, h / 3);
    g.fillStyle(fill, 1).fillRoundedRect(0, 0, w, h, r);
    g.lineStyle(this.focused ? 3 : 1, this.focused ? COLORS.focus : COLORS.panelEdge, 1).strokeRoundedRect(0, 0, w, h, r);
    const dark = (kind === 'primary' || (kind === 'toggle' && selected)) && this.enabled;
    this.text.setColor(!this.enabled ? TEXT.muted : dark ? TEXT.dark : TEXT.light);
  }
}

/**
 * Keyboard navigation over a scene's buttons: arrows and Tab move the focus ring, Enter and Space
 * press, Escape calls onBack. Mouse and touch work on the buttons directly.
 */
export class FocusList {
  private items: Button[] = [];
  private index = -1;
  onBack: (() => void) | null = null;

  constructor(scene: Phaser.Scene) {
    // The page's own keydown, not Phaser's keyboard plugin: the plugin queues keys until the next
    // frame, and several presses in one frame moved the ring by more than one step each.
    if (typeof window === 'undefined') return;
    const onKey = (e: KeyboardEvent) => this.onKey(e);
    window.addEventListener('keydown', onKey);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => window.removeEventListener('keydown', onKey));
  }

  set(items: Button[], keepIndex = true): void {
    this.items = items.filter((b) => b.enabled);
    if (!keepIndex || this.index >= this.items.length) this.index = -1;
    this.paint();
  }

  private onKey(e: KeyboardEvent): void {
    const n = this.items.length;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowRight':
      case 'Tab':
        if (n === 0) return;
        e.preventDefault?.();
        this.index = e.shiftKey && e.key === 'Tab' ? (this.index - 1 + n) % n : (this.index + 1) % n;
        this.paint();
        break;
      case 'ArrowUp':
      case 'ArrowLeft':
        if (n === 0) return;
        this.index = this.index <= 0 ? n - 1 : this.index - 1;
        this.paint();
        break;
      case 'Enter':
      case ' ':
        if (this.index >= 0) this.items[this.index]?.press();
        break;
      case 'Escape':
      case 'Backspace':
        this.onBack?.();
        break;
    }
  }

  private paint(): void {
    this.items.forEach((b, i) => {
      if (b.active) b.setFocused(i === this.index);
    });
    // The focused label goes on the page too, so screen readers and tests know where the ring is.
    setBodyData({ focus: this.items[this.index]?.text.text ?? '' });
  }
}
