// The settings that shape every page, applied to <html>: the language (lang attribute, for
// screen readers and Japanese line breaking), Large text (+25 %: rem sizes follow the root), the
// colour-blind aid (symbols and patterns next to colours, base.css and screens.css) and screen
// reader mode (the tables as text: views/table/board.ts).
import type { Settings } from '../../app/stored';
import { screenReaderMode } from '../table/board';

export function applyDocumentSettings(s: Pick<Settings, 'lang' | 'largeText' | 'colourAid' | 'screenReader'>): void {
  screenReaderMode.set(s.screenReader);
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = s.lang;
  root.classList.toggle('large-text', s.largeText);
  root.classList.toggle('colour-aid', s.colourAid);
  root.classList.toggle('screen-reader', s.screenReader);
}
