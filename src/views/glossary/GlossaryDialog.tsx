// The glossary, one tap from a term in a prompt or a card's text: the term and what it means,
// then the game's labelled picture and every other term. Mounted once over every screen (the
// shell), so it opens over a table, a card zoom or the card list alike; Escape closes it.
import { tk } from '../../i18n';
import { t } from '../../i18n';
import { glossaryEntry, termName, termText } from '../../table/glossary/entries';
import { Dialog } from '../Dialog';
import { useStore } from '../useStore';
import { GlossaryList } from './GlossaryList';
import { GlossaryPicture } from './Pictures';
import { closeGlossary, glossaryShown } from './shown';

export function GlossaryHost() {
  const shown = useStore(glossaryShown);
  if (!shown) return null;
  const entry = glossaryEntry(shown.game, shown.id);
  if (!entry) return null;
  return (
    <Dialog key={`${shown.game}:${shown.id}`} title={termName(entry)} onClose={closeGlossary} class="glossary-dialog">
      <p class="glossary-meaning">{termText(entry)}</p>
      <details class="glossary-more">
        <summary>{t('gloss.of', { game: tk(`game.${shown.game}.name`) })}</summary>
        <GlossaryPicture game={shown.game} />
        <GlossaryList game={shown.game} current={shown.id} />
      </details>
    </Dialog>
  );
}
