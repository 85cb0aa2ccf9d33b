// A labelled picture of each game's card or tile (the game's own, from its views kit: numbered
// marks on the parts and a list of what each part is, drawn with glossary/Labelled.tsx).
import type { GameId } from '../../engine/core/types';
import { VIEWS_KITS } from '../kits';
import '../table/table-features.css';
import './glossary.css';

export function GlossaryPicture({ game }: { game: GameId }) {
  const { Picture } = VIEWS_KITS[game];
  return <Picture />;
}
