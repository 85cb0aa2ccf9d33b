// What a game adds to the side panel between the decision and the log: Innovation's hand.
import type { GameId } from '../../engine/core/types';
import { HandPanel } from '../innovation/HandPanel';

export function GameSide({ game }: { game: GameId }) {
  return game === 'innovation' ? <HandPanel /> : null;
}
