// Every catalogue at once, imported statically: for the tests that compare languages and for the
// font subset script. The app never imports this file (it loads one language: index.ts).
import { en } from './en';
import { type Messages, LANG_NAMES, LANGS, type UiLang } from './index';
import { it } from './it';
import { ja } from './ja';
import { ru } from './ru';

export const catalogs: Record<UiLang, Messages> = { en, it, ja, ru };

/** Every character any catalogue uses: the font subset must cover these (see assets/fonts). */
export function allCatalogText(): string {
  return LANGS.map((l) => Object.values(catalogs[l]).join('')).join('') + Object.values(LANG_NAMES).join('');
}
