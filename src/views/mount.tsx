// Mounts the HTML views: every screen (menus and the words around a table) is rendered here,
// over the canvas that Phaser draws the tables on.
import { render } from 'preact';
import { Shell } from './Shell';
import './styles/base.css';
import './styles/table.css';
import './styles/screens.css';

export function mountViews(root: HTMLElement): void {
  // index.html's splash goes: the shell draws its own while the app boots (Preact would otherwise
  // take the splash's elements over for the first screen's).
  root.replaceChildren();
  render(<Shell />, root);
}
