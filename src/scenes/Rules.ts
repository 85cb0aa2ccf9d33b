// Rules: our own short rules of Gears in the current language, with the card help as a glossary.
// Scrolls with the wheel, a drag, or the arrow keys when it does not fit (a phone).
import Phaser from 'phaser';
import { type MessageKey, getLang, t } from '../i18n';
import { TEXT, textStyle } from '../ui/theme';
import { Screen } from './Screen';
import { SCENES } from './services';

const PARAGRAPHS: MessageKey[] = ['rules.gears.1', 'rules.gears.2', 'rules.gears.3', 'rules.gears.4', 'rules.gears.5'];
const GLOSSARY: MessageKey[] = [
  'gear.red.help',
  'gear.purple.help',
  'gear.yellow.help',
  'gear.blue.help',
  'gear.grey.help',
  'gear.multicolour.help',
];

export class RulesScene extends Screen {
  protected readonly bodyName = 'rules';
  private scroll = 0;

  constructor() {
    super(SCENES.rules);
  }

  protected override receive(): void {
    this.scroll = 0;
    this.input.on(Phaser.Input.Events.POINTER_WHEEL, (_p: unknown, _o: unknown, _dx: number, dy: number) => this.scrollBy(dy));
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (p: Phaser.Input.Pointer) => {
      if (p.isDown) this.scrollBy(-(p.y - p.prevPosition.y));
    });
    this.input.keyboard?.on('keydown-DOWN', () => this.scrollBy(60));
    this.input.keyboard?.on('keydown-UP', () => this.scrollBy(-60));
  }

  private scrollBy(dy: number): void {
    this.scroll = Math.max(0, this.scroll + dy);
    this.rebuild();
  }

  protected build(): void {
    const f = this.font;
    const col = this.column();
    const body = this.add.container(0, -this.scroll);
    this.root.add(body);
    let y = f * 3.6;
    const add = (s: string, size: number, color: string) => {
      const txt = this.add.text(col.x, y, s, textStyle(size, color, { wordWrap: { width: col.w, useAdvancedWrap: true }, lineSpacing: size * 0.3 }));
      body.add(txt);
      y += txt.height + size * 0.9;
    };
    for (const k of PARAGRAPHS) add(t(k), f, TEXT.light);
    // Phaser wraps at spaces: a space before a long Japanese run would push it to the next line.
    const bullet = getLang() === 'ja' ? '・' : '• ';
    for (const k of GLOSSARY) add(`${bullet}${t(k)}`, f * 0.85, TEXT.muted);
    const maxScroll = Math.max(0, y - this.scale.height + f * 2);
    if (this.scroll > maxScroll) {
      this.scroll = maxScroll;
      body.y = -this.scroll;
    }
    // The header is drawn last so the text scrolls under it.
    this.header(t('rules.title'));
  }
}
