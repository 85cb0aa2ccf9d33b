// Who plays: each seat's friendly name in its colour, its bot level small beside it.
import type { SessionSetup } from '../../model/setup';
import { t, tk } from '../../i18n';
import { seatName } from '../../table/seats';

export function SeatLegend({ setup, class: cls = 'kiosk-seats' }: { setup: SessionSetup; class?: string }) {
  return (
    <ul class={cls}>
      {setup.seats.map((seat, p) => (
        <li key={p} class={`seat-${p}`}>
          <span class="seat-name">{seatName(setup, p, null)}</span>
          <small class="kiosk-level">{seat.kind === 'bot' ? tk(`level.${seat.level}`) : t('setup.human')}</small>
        </li>
      ))}
    </ul>
  );
}
