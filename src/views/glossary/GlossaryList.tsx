// A game's whole glossary as a definition list, in its order: the Rules screen shows it under the
// rules, the glossary dialog under the entry it opened at. Each term has an id, so a link can
// bring it into view.
import type { GameId } from '../../engine/core/types';
import { glossaryEntries, termName, termText } from '../../table/glossary/entries';

export const termAnchor = (game: GameId, id: string): string => `gloss-${game}-${id.replace(/[^a-z0-9-]/gi, '-')}`;

export function GlossaryList({ game, current = null }: { game: GameId; current?: string | null }) {
  return (
    <dl class="glossary">
      {glossaryEntries(game).map((e) => (
        <div key={e.id} id={termAnchor(game, e.id)} class={e.id === current ? 'glossary-current' : undefined}>
          <dt>{termName(e)}</dt>
          <dd>{termText(e)}</dd>
        </div>
      ))}
    </dl>
  );
}
