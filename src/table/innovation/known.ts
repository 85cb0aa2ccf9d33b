// Innovation's "What you know": each card the viewer's memory tracks (engine/innovation/known.ts),
// where it lies now — another seat's hand, score pile, forecast (Echoes) or achievements, the
// achievements still to claim, or a supply pile (an Echoes card's: Echoes' pile of its age) with
// how many cards lie above it.
import type { SessionSnapshot } from '../../app/table-session';
import type { KnownFact } from '../../engine/core/types';
import { knownFacts } from '../../engine/innovation/known';
import { isCardId, isEchoes } from '../../engine/innovation/facts';
import type { InnovationView } from '../../engine/innovation/view';
import { type RichText, card, tRich } from '../rich';
import { knownLines } from '../known';
import { cardName } from './names';
import { seatToken } from './seats';

const ZONES = ['hand', 'score', 'forecast', 'achievements', 'supply'];

export function innoKnown(s: SessionSnapshot): RichText[] {
  const view = s.view as InnovationView;
  const line = (f: KnownFact): RichText => {
    const what = card(f.item, cardName(f.item));
    const name = seatToken(s.setup, f.player, s.viewer);
    switch (f.zone) {
      case 'hand':
        return tRich('inno.known.hand', { card: what, name });
      case 'score':
        return tRich('inno.known.score', { card: what, name });
      case 'forecast':
        return tRich('inno.echoes.knownForecast', { card: what, name });
      case 'achievements':
        return f.player < 0 ? tRich('inno.known.offered', { card: what }) : tRich('inno.known.achievements', { card: what, name });
      default: {
        const echoes = isCardId(f.item) && isEchoes(f.item);
        return tRich(echoes ? 'inno.echoes.knownSupply' : 'inno.known.supply', { card: what, age: f.pile ?? 0, above: f.fromTop ?? 0 });
      }
    }
  };
  return knownLines(knownFacts(view), ZONES, line);
}
