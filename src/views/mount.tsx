// Mounts the HTML views: every screen (menus and the words around a table) is rendered here,
// over the canvas that Phaser draws the tables on.
import { render } from 'preact';
import { Shell } from './Shell';
import './styles/base.css';
import './styles/table.css';
import './styles/screens.css';

const FONT_URL = new URL('../../assets/fonts/boardwright-sans.woff2', import.meta.url).href;

/**
 * The app's font (every character of the four catalogues, so Japanese and Cyrillic render the
 * same offline on any phone). Fetched only once the page has painted (index.html's splash, in the
 * system's font): its 125 KiB do not hold the first paint back. Resolves once it is in use, or
 * could not be loaded (the system's font stays).
 */
export function loadAppFont(): Promise<void> {
  if (typeof FontFace === 'undefined' || typeof requestAnimationFrame === 'undefined') return Promise.resolve();
  return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))).then(() => {
    const face = new FontFace('BoardwrightSans', `url(${FONT_URL}) format('woff2')`, { display: 'swap' });
    document.fonts.add(face);
    return face.load().then(
      () => undefined,
      (e: unknown) => console.warn('The app font could not be loaded; the system font stays.', e),
    );
  });
}

export function mountViews(root: HTMLElement): void {
  // index.html's splash goes: the shell draws its own while the app boots (Preact would otherwise
  // take the splash's elements over for the first screen's).
  root.replaceChildren();
  render(<Shell />, root);
}
