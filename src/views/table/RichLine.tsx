// A rich sentence: seats in their colour, cards and parts as buttons that open the card zoom (each
// carries its card's id: screen reader mode's card key reads the card that has the focus).
import type { GameId } from '../../engine/core/types';
import type { RichText } from '../../table/rich';
import { useZoom } from './context';

export function RichLine({ text, game }: { text: RichText; game: GameId }) {
  const zoom = useZoom();
  return (
    <>
      {text.map((part, i) => {
        if (typeof part === 'string') return part;
        if (part.kind === 'seat')
          return (
            <span key={i} class={`seat-name seat-${part.seat}`}>
              {part.label}
            </span>
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
