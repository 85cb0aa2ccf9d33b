// The settings that shape every page, applied to <html>: the language (lang attribute, for
// screen readers and Japanese line breaking), Large text (+25 %: rem sizes follow the root) and
// the colour-blind aid (symbols and patterns next to colours, base.css and screens.css).
import type { Settings } from '../../storage/types';

export function applyDocumentSettings(s: Pick<Settings, 'lang' | 'largeText' | 'colourAid'>): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = s.lang;
  root.classList.toggle('large-text', s.largeText);
  root.classList.toggle('colour-aid', s.colourAid);
}
