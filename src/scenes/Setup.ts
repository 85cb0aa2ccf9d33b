// Setup: player count, each seat human or a bot with a level, the game's variants (from its
// definition), an optional seed, Start. The last choices are remembered (settings.lastSetup).
import type { SeatSetup, SessionSetup } from '../app/session';
import { randomSeed } from '../app/url-setup';
import { BOT_LEVELS } from '../app/setup';
import type { GameId } from '../engine/core/types';
import { getGame } from '../engine/index';
import { hasKey, t, tk } from '../i18n';
import { TEXT } from '../ui/theme';
import { Screen } from './Screen';
import { SCENES } from './services';
import { TABLE_SCENES } from './tables';

export class SetupScene extends Screen {
  protected readonly bodyName = 'setup';
  private gameId: GameId = 'gears';
  private seats: SeatSetup[] = [];
  private variants: Record<string, unknown> = {};
  private seed: number | null = null;
  private error: string | null = null;

  constructor() {
    super(SCENES.setup);
  }

  protected override receive(data: unknown): void {
    this.gameId = (data as { game?: GameId } | undefined)?.game ?? 'gears';
    const def = getGame(this.gameId);
    const last = this.app.settings.lastSetup[this.gameId];
    this.seats = last?.seats.slice() ?? [{ kind: 'human' }, ...Array.from({ length: Math.max(1, Math.min(3, def.maxPlayers - 1)) }, () => ({ kind: 'bot' as const, level: 'easy' as const }))];
    this.variants = {};
    for (const v of def.variants) this.variants[v.key] = last?.options[v.key] ?? v.default;
    this.seed = null;
    this.error = null;
    this.input.keyboard?.on('keydown', (e: KeyboardEvent) => {
      if (/^[0-9]$/.test(e.key)) {
        this.seed = Math.min(2147483647, (this.seed ?? 0) * 10 + Number(e.key));
        this.rebuild();
      } else if (e.key === 'Delete') {
        this.seed = null;
        this.rebuild();
      }
    });
  }

  protected build(w: number): void {
    const def = getGame(this.gameId);
    const f = this.font;
    const col = this.column();
    let y = this.header(t('setup.title', { game: tk(`game.${this.gameId}.name`) }));
    const rowH = Math.max(40, Math.min(52, f * 2.3));
    const narrow = w < 520;

    this.text(col.x, y, t('setup.players'), f, TEXT.muted);
    y += f * 1.6;
    const counts = [];
    for (let n = def.minPlayers; n <= def.maxPlayers; n++) counts.push(n);
    const cw = (col.w - (counts.length - 1) * 8) / counts.length;
    counts.forEach((n, i) => {
      this.button({ x: col.x + i * (cw + 8), y, w: cw, h: rowH, label: String(n), kind: 'toggle', selected: this.seats.length === n, onPress: () => this.setPlayers(n) });
    });
    y += rowH + f;

    const levels = BOT_LEVELS as readonly string[];
    this.seats.forEach((seat, i) => {
      const labelW = narrow ? col.w * 0.26 : col.w * 0.22;
      this.text(col.x, y + rowH / 2, t('setup.seat', { n: i + 1 }), f * 0.9, TEXT.light).setOrigin(0, 0.5);
      const kindW = (col.w - labelW) * 0.42;
      this.button({
        x: col.x + labelW,
        y,
        w: kindW,
        h: rowH,
        label: seat.kind === 'human' ? t('setup.human') : t('setup.bot'),
        kind: 'toggle',
        selected: seat.kind === 'human',
        onPress: () => {
          this.seats[i] = seat.kind === 'human' ? { kind: 'bot', level: 'easy' } : { kind: 'human' };
          this.rebuild();
        },
      });
      if (seat.kind === 'bot') {
        this.button({
          x: col.x + labelW + kindW + 8,
          y,
          w: col.w - labelW - kindW - 8,
          h: rowH,
          label: `${t('setup.level')}: ${tk(`level.${seat.level}`)}`,
          onPress: () => {
            const next = levels[(levels.indexOf(seat.level) + 1) % levels.length] as typeof seat.level;
            this.seats[i] = { kind: 'bot', level: next };
            this.rebuild();
          },
        });
      }
      y += rowH + 8;
    });
    y += f * 0.4;

    for (const v of def.variants) {
      if (v.kind !== 'boolean') continue;
      const key = `setup.variant.${v.key}`;
      this.text(col.x, y + rowH / 2, hasKey(key) ? t(key) : v.key, f * 0.9, TEXT.light).setOrigin(0, 0.5);
      const on = this.variants[v.key] === true;
      const bw = (col.w * 0.6 - 8) / 2;
      this.button({ x: col.x + col.w * 0.4, y, w: bw, h: rowH, label: t('common.on'), kind: 'toggle', selected: on, onPress: () => this.setVariant(v.key, true) });
      this.button({ x: col.x + col.w * 0.4 + bw + 8, y, w: bw, h: rowH, label: t('common.off'), kind: 'toggle', selected: !on, onPress: () => this.setVariant(v.key, false) });
      y += rowH + 8;
    }

    this.text(col.x, y + rowH / 2, `${t('setup.seed')}: ${this.seed ?? t('setup.seedRandom')}`, f * 0.9, TEXT.light).setOrigin(0, 0.5);
    const sw = (col.w * 0.6 - 8) / 2;
    this.button({ x: col.x + col.w * 0.4, y, w: sw, h: rowH, label: t('setup.seedNew'), onPress: () => this.setSeed(randomSeed() % 100000) });
    this.button({ x: col.x + col.w * 0.4 + sw + 8, y, w: sw, h: rowH, label: t('setup.seedClear'), onPress: () => this.setSeed(null) });
    y += rowH + f * 1.2;

    this.button({ x: col.x, y, w: col.w, h: rowH * 1.15, label: t('setup.start'), kind: 'primary', onPress: () => this.start() });
    y += rowH * 1.15 + f;
    if (this.error) this.text(col.x, y, this.error, f * 0.8, TEXT.danger, { wordWrap: { width: col.w, useAdvancedWrap: true } });
  }

  private setPlayers(n: number): void {
    while (this.seats.length < n) this.seats.push({ kind: 'bot', level: 'easy' });
    this.seats.length = n;
    this.rebuild();
  }

  private setSeed(seed: number | null): void {
    this.seed = seed;
    this.rebuild();
  }

  private setVariant(key: string, value: unknown): void {
    this.variants[key] = value;
    this.rebuild();
  }

  private start(): void {
    const setup: SessionSetup = {
      game: this.gameId,
      options: { players: this.seats.length, seed: this.seed ?? randomSeed(), ...this.variants },
      seats: this.seats.slice(),
    };
    const scene = TABLE_SCENES[this.gameId];
    if (!scene) return;
    try {
      const session = this.app.newSession(setup);
      // Remembered for next time: the seats and variants (the seed starts random again).
      this.app.updateSettings({ lastSetup: { ...this.app.settings.lastSetup, [this.gameId]: setup } });
      this.scene.start(scene, { session });
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
      this.rebuild();
    }
  }
}
