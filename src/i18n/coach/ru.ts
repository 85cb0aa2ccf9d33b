// Strings of hints and the post-game review (Russian).
import type { CoachKey } from './en';

export const coachRu: Record<CoachKey, string> = {
  'coach.button': 'Подсказка',
  'coach.button.hint': 'Спросить сильнейшего бота, как бы он сыграл здесь, исходя из того, что видите вы (H).',
  'coach.thinking': 'Ищу подсказку…',
  'coach.says': 'Подсказка: {move}',
  'coach.points': 'Подсказка ведёт сюда.',
  'coach.stale': 'Позиция изменилась, пока готовилась подсказка: спросите ещё раз.',
  'coach.failed': 'На этот раз подсказки нет.',
  'coach.notNow': 'Подсказка — для вашего решения: дождитесь своего хода.',
  'stats.withHints': 'С подсказками',
  'coach.then': '{first}, затем {then}',
  'coach.and': '{first} и {then}',
};
