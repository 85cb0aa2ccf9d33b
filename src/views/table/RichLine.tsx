// A rich sentence: seats in their colour, cards and parts as buttons that open the card zoom (each
// carries its card's id: screen reader mode's card key reads the card that has the focus), and
// (with `terms`) the glossary's terms as buttons that open their entry — one tap from a prompt or
// a card's text to what its words mean.
import type { JSX } from 'preact';
import type { GameId } from '../../engine/core/types';
import { t } from '../../i18n';
import { linkTerms } from '../../table/glossary/link';
import type { RichText, RichToken } from '../../table/rich';
import { openGlossary } from '../glossary/shown';
import { useZoom } from './context';
// Its terms are buttons that read as words: their look comes with them, wherever a line is shown.
import '../glossary/glossary.css';

/**
 * Closing marks that a line must not start with. A term or a card is a button, and a line may
 * break on either side of a button, so "…1を引く" and its "。" (or "…draw a card" and its ".") were
 * set apart on two lines; the button and the marks right after it are kept together instead.
 */
const CLOSING = /^[。、．，）」』！？!?.,;:)\]]+/;

export function RichLine({ text, game, terms = false }: { text: RichText; game: GameId; terms?: boolean }) {
  const zoom = useZoom();
  const parts = terms ? linkTerms(text, game) : text;
  const out: (string | JSX.Element)[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as RichText[number];
    if (typeof part === 'string') {
      out.push(part);
      continue;
    }
    const next = parts[i + 1];
    const marks = typeof next === 'string' ? CLOSING.exec(next)?.[0] : undefined;
    const node = richPart(part, i, game, zoom);
    if (marks === undefined || typeof next !== 'string') {
      out.push(node);
      continue;
    }
    out.push(
      <span key={`k${i}`} class="rich-keep">
        {node}
        {marks}
      </span>,
      next.slice(marks.length),
    );
    i++;
  }
  return <>{out}</>;
}

function richPart(part: RichToken, i: number, game: GameId, zoom: ReturnType<typeof useZoom>): JSX.Element {
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
      <button key={i} type="button" class="term-link" data-term={part.id} aria-label={t('gloss.open', { term: part.label })} onClick={() => openGlossary(part.game, part.id)}>
        {part.label}
      </button>
    );
  return (
    <button key={i} type="button" class="card-link" data-card={part.id} onClick={() => zoom({ game, id: part.id })}>
      {part.label}
    </button>
  );
}

/** Plain words with the glossary's terms as buttons (a card's text). */
export function TermText({ text, game }: { text: string; game: GameId }) {
  return <RichLine text={[text]} game={game} terms />;
}
