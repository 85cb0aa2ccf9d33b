// The kiosk's own layer (the venue gesture, code pad and venue screen) has a root of its own,
// beside the screens, so it is there whichever screen is open.
import { render } from 'preact';
import { KioskLayer } from './KioskLayer';
import './kiosk.css';

export function mountKioskLayer(): void {
  const root = document.createElement('div');
  root.id = 'kiosk-layer';
  document.body.append(root);
  render(<KioskLayer />, root);
}
