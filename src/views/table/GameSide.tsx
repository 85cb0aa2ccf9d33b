// What a game adds to the side panel between the decision and the log: Innovation's dogma
// preview and hand.
import type { GameId } from '../../engine/core/types';
import { HandPanel } from '../innovation/HandPanel';
import { PreviewBox } from '../innovation/PreviewBox';

export function GameSide({ game }: { game: GameId }) {
  if (game !== 'innovation') return null;
  return (
    <>
      <PreviewBox />
      <HandPanel />
    </>
  );
}
