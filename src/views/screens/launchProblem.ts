// What the menu says when the address named a game it could not open: one sentence per reason
// (app/url-setup.ts's error codes), in the player's language. The address's own words are not
// repeated: they may be anything, and the sentence says which part to fix.
import { type MessageKey, hasKey, t } from '../../i18n';

export function launchProblem(code: string): string {
  const key = `url.error.${code}`;
  return t((hasKey(key) ? key : 'url.error.other') as MessageKey);
}
