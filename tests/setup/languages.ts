// Unit tests switch languages synchronously (setLang) to check texts in each: load every
// catalogue first, the way the app loads the one in use.
import { LANGS, loadLang } from '../../src/i18n';

await Promise.all(LANGS.map(loadLang));
