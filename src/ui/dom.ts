// The page around the canvas: body data attributes and the live region that mirrors the log, so
// tests and screen readers can follow a game drawn on a canvas.

export type BodyStatus = 'playing' | 'over' | '';

/** Sets document.body.dataset fields; an empty string removes one. */
export function setBodyData(fields: {
  scene?: string;
  game?: string;
  turn?: string;
  status?: BodyStatus;
  /** The label of the button with the keyboard focus ring. */
  focus?: string;
  /** 'ready' once the menu knows whether Continue is possible. */
  menu?: 'ready' | '';
}): void {
  if (typeof document === 'undefined') return;
  const ds = document.body.dataset;
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    if (v === '') delete ds[k];
    else ds[k] = v;
  }
}

const LIVE_MAX = 60;

function liveRegion(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  let el = document.getElementById('live-log');
  if (!el) {
    el = document.createElement('div');
    el.id = 'live-log';
    el.setAttribute('aria-live', 'polite');
    el.setAttribute('role', 'log');
    el.className = 'sr-only';
    document.body.appendChild(el);
  }
  return el;
}

/** Appends log lines to #live-log (oldest dropped past a few dozen). */
export function announce(lines: readonly string[]): void {
  const el = liveRegion();
  if (!el) return;
  for (const line of lines) {
    const p = document.createElement('p');
    p.textContent = line;
    el.appendChild(p);
  }
  while (el.childElementCount > LIVE_MAX) el.firstElementChild?.remove();
}

export function clearLive(): void {
  const el = liveRegion();
  if (el) el.replaceChildren();
}
