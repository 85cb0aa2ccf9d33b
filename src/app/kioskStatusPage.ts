// ?kiosk-status: the kiosk's status as JSON in a <pre>, the document's title saying OK or STALE,
// for an uptime check run by a browser on (or driving) the kiosk device. Nothing else loads.
import { deviceMemory } from './venue';
import { readBeat, statusJson } from './kioskStatus';

export async function showKioskStatus(): Promise<void> {
  let storage: { usage?: number; quota?: number } | null = null;
  try {
    storage = (await navigator.storage?.estimate?.()) ?? null;
  } catch {
    storage = null;
  }
  const status = statusJson(readBeat(deviceMemory()), storage, Date.now());
  const pre = document.createElement('pre');
  pre.id = 'kiosk-status';
  pre.textContent = JSON.stringify(status, null, 2);
  document.body.replaceChildren(pre);
  // The title is what a simple monitor reads: machine words, not a person's, so not translated.
  document.title = `kiosk-status ${status.ok ? 'OK' : 'STALE'}`;
}
