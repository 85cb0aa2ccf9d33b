// The open showcase table's cards over the canvas: its title or results card, and the visitor's
// offer to play. They read the table's model, so they load with the table's code.
import type { TableController } from '../../table/controller';
import { useStore } from '../useStore';
import { PlayOffer } from './PlayOffer';
import { ResultsCard } from './ResultsCard';
import { TitleCard } from './TitleCard';

/** The open showcase table's title or results card, and the visitor's offer. */
export function ShowcaseCards({ table }: { table: TableController }) {
  const feed = useStore(table.model).showcase;
  if (!feed) return null;
  return (
    <>
      {feed.phase === 'title' && <TitleCard feed={feed} />}
      {feed.phase === 'results' && <ResultsCard feed={feed} />}
      <PlayOffer table={table} feed={feed} />
    </>
  );
}
