// Mounts the HTML views: every screen (menus and the words around a table) is rendered here,
// over the canvas that Phaser draws the tables on.
import { render } from 'preact';
import { Shell } from './Shell';
import './styles/base.css';
import './styles/table.css';
import './styles/screens.css';

export function mountViews(root: HTMLElement): void {
  render(<Shell />, root);
}
