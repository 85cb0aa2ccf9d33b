// Strings of hints and the post-game review (Italian).
import type { CoachKey } from './en';

export const coachIt: Record<CoachKey, string> = {
  'coach.button': 'Suggerimento',
  'coach.button.hint': 'Chiedi al bot più forte cosa giocherebbe qui, in base a ciò che vedi tu (H).',
  'coach.thinking': 'Cerco un suggerimento…',
  'coach.says': 'Suggerimento: {move}',
  'coach.points': 'Il suggerimento porta qui.',
  'coach.stale': 'La posizione è cambiata prima che il suggerimento fosse pronto: chiedi di nuovo.',
  'coach.failed': 'Nessun suggerimento questa volta.',
  'coach.notNow': 'Il suggerimento vale per una tua decisione: aspetta il tuo turno.',
  'stats.withHints': 'Con suggerimenti',
  'coach.then': '{first}, poi {then}',
  'coach.and': '{first} e {then}',
};
