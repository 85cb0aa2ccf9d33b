// What the soak run and the kiosk's end-to-end tests read while the kiosk runs: games started,
// finished and given up on, what the showcase shows now, and the board's textures and cached cards.
import { showcaseCounts } from '../../table/showcase';
import { boardHost } from '../table/board';
import { currentTable } from '../table/current';

export interface KioskTestHook {
  readonly started: number;
  readonly finished: number;
  readonly stalled: number;
  textures(): number;
  cachedCards(): number;
  /** What the showcase shows now: 'title', 'play', 'results' (null between them). */
  phase(): string | null;
  /** The game the showcase shows now (null between games). */
  game(): string | null;
}

declare global {
  interface Window {
    __boardwrightKiosk?: KioskTestHook;
  }
}

const probe = (name: string): number => {
  const f = boardHost()?.probes()[name];
  return typeof f === 'function' ? Number(f()) : 0;
};

export function installKioskHook(): void {
  const feed = () => currentTable.get()?.model.get().showcase ?? null;
  window.__boardwrightKiosk = {
    get started() {
      return showcaseCounts.started;
    },
    get finished() {
      return showcaseCounts.finished;
    },
    get stalled() {
      return showcaseCounts.stalled;
    },
    textures: () => probe('textures'),
    cachedCards: () => probe('cachedCards'),
    phase: () => feed()?.phase ?? null,
    game: () => feed()?.game ?? null,
  };
}
