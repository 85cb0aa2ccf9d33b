// A rich sentence: seats in their colour, cards and parts as buttons that open the card zoom (each
// carries its card's id: screen reader mode's card key reads the card that has the focus), and
// (with `terms`) the glossary's terms as buttons that open their entry — one tap from a prompt or
// a card's text to what its words mean.
import type { GameId } from '../../engine/core/types';
import { t } from '../../i18n';
import { linkTerms } from '../../table/glossary/link';
import type { RichText } from '../../table/rich';
import { openGlossary } from '../glossary/shown';
import { useZoom } from './context';
// Its terms are buttons that read as words: their look comes with them, wherever a line is shown.
import '../glossary/glossary.css';

export function RichLine({ text, game, terms = false }: { text: RichText; game: GameId; terms?: boolean }) {
  const zoom = useZoom();
  const parts = terms ? linkTerms(text, game) : text;
  return (
    <>
      {parts.map((part, i) => {
        if (typeof part === 'string') return part;
        if (part.kind === 'seat')
          return (
            <span key={i} class={`seat-name seat-${part.seat}`}>
              {part.label}
            </span>
          );
        // Named "Glossary: <word>" (the word it shows, said as what it opens): never mistaken for a
        // decision button that says the same word.
        if (part.kind === 'term')
          return (
            <button key={i} type="button" class="term-link" aria-label={t('gloss.open', { term: part.label })} onClick={() => openGlossary(part.game, part.id)}>
              {part.label}
            </button>
          );
        return (
          <button key={i} type="button" class="card-link" data-card={part.id} onClick={() => zoom({ game, id: part.id })}>
            {part.label}
          </button>
        );
      })}
    </>
  );
}

/** Plain words with the glossary's terms as buttons (a card's text). */
export function TermText({ text, game }: { text: string; game: GameId }) {
  return <RichLine text={[text]} game={game} terms />;
}
