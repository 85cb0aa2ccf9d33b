// Rules: our own short rules of each game in the current language, a tab per game, with a
// glossary (Gears: the gears; Innovation: the special achievements; Gear & Piston: the investors).
// Scrolls with the wheel, a drag, or the arrow keys when it does not fit (a phone).
import Phaser from 'phaser';
import type { GameId } from '../engine/core/types';
import { INVESTOR_IDS } from '../engine/gear-and-piston/investors';
import { getLang, type MessageKey, t, tk } from '../i18n';
import { investorName, investorRule } from '../ui/gear-and-piston/help';
import { COLORS, TEXT, textStyle } from '../ui/theme';
import { Screen } from './Screen';
import { SCENES } from './services';
import { playableGames } from './tables';

const PARAGRAPHS: Record<GameId, number> = { gears: 5, innovation: 6, 'gear-and-piston': 6 };
const GEARS = ['red', 'purple', 'yellow', 'blue', 'grey', 'multicolour'] as const;
const SPECIALS = ['monument', 'empire', 'world', 'wonder', 'universe'] as const;

/** The glossary lines of a game, in the current language. */
function glossary(game: GameId): string[] {
  switch (game) {
    case 'gears':
      return GEARS.map((g) => tk(`gear.${g}.help`));
    case 'innovation':
      return SPECIALS.map((a) => `${tk(`inno.special.${a}`)}: ${tk(`inno.specialHelp.${a}`)}`);
    case 'gear-and-piston':
      return INVESTOR_IDS.map((id) => `${investorName(id)}: ${investorRule(id)}`);
  }
}

export class RulesScene extends Screen {
  protected readonly bodyName = 'rules';
  private scroll = 0;
  private shown: GameId = 'gears';

  constructor() {
    super(SCENES.rules);
  }

  protected override receive(data: unknown): void {
    const asked = (data as { game?: GameId } | undefined)?.game;
    if (asked && playableGames().includes(asked)) this.shown = asked;
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

  private show(game: GameId): void {
    this.shown = game;
    this.scroll = 0;
    document.body.dataset.rules = game;
    this.rebuild();
  }

  protected build(): void {
    const f = this.font;
    const col = this.column();
    const headerH = Math.round(f * 2.6);
    const tabH = Math.max(36, Math.round(f * 2.2));
    const top = headerH + f * 0.5 + tabH + f;
    const body = this.add.container(0, -this.scroll);
    this.root.add(body);
    let y = top;
    const add = (s: string, size: number, color: string) => {
      const txt = this.add.text(col.x, y, s, textStyle(size, color, { wordWrap: { width: col.w, useAdvancedWrap: true }, lineSpacing: size * 0.3 }));
      body.add(txt);
      y += txt.height + size * 0.9;
    };
    for (let i = 1; i <= PARAGRAPHS[this.shown]; i++) add(t(`rules.${this.shown}.${i}` as MessageKey), f, TEXT.light);
    // Phaser wraps at spaces: a space before a long Japanese run would push it to the next line.
    const bullet = getLang() === 'ja' ? '・' : '• ';
    for (const line of glossary(this.shown)) add(`${bullet}${line}`, f * 0.85, TEXT.muted);
    const maxScroll = Math.max(0, y - this.scale.height + f * 2);
    if (this.scroll > maxScroll) {
      this.scroll = maxScroll;
      body.y = -this.scroll;
    }
    // The tabs and the header are drawn last, on a panel, so the text scrolls under them.
    this.root.add(this.add.graphics().fillStyle(COLORS.bg, 1).fillRect(0, 0, this.scale.width, top - f * 0.5));
    const games = playableGames();
    const tabW = (col.w - 8 * (games.length - 1)) / games.length;
    games.forEach((g, i) => {
      this.button({
        x: col.x + i * (tabW + 8),
        y: headerH + f * 0.5,
        w: tabW,
        h: tabH,
        label: tk(`game.${g}.name`),
        kind: 'toggle',
        selected: g === this.shown,
        onPress: () => this.show(g),
      });
    });
    document.body.dataset.rules = this.shown;
    this.header(tk(`rules.title.${this.shown}`));
  }
}
