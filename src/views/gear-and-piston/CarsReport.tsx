// Every car's rule state in words: what it still needs, and each part that breaks a requirement
// with where it is. The viewer's car first.
import type { SessionSetup } from '../../model/setup';
import type { PlayerId } from '../../engine/core/types';
import { carStatus } from '../../engine/gear-and-piston/car-status';
import type { GnpView } from '../../engine/gear-and-piston/types';
import { t } from '../../i18n';
import { seatName } from '../../table/seats';
import { problemWords, statusSentence } from '../../table/gear-and-piston/carWords';

export function seatsViewerFirst(players: number, viewer: PlayerId | null): number[] {
  const order = Array.from({ length: players }, (_, i) => i);
  return viewer === null ? order : [viewer, ...order.filter((p) => p !== viewer)];
}

export function CarsReport({ view, setup, viewer }: { view: GnpView; setup: SessionSetup; viewer: PlayerId | null }) {
  return (
    <ul class="gnp-cars">
      {seatsViewerFirst(view.players, viewer).map((p) => {
        const seat = view.seats[p];
        if (!seat) return null;
        const status = carStatus(seat.car);
        return (
          <li key={p} class={`seat-${p}`}>
            <strong class={`seat-name seat-${p}`}>{t('gnp.cars.who', { name: seatName(setup, p, viewer) })}</strong> {statusSentence(status)}
            {status.problems.length > 0 && (
              <ul>
                {status.problems.map((pr, i) => (
                  <li key={i}>{problemWords(pr)}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
