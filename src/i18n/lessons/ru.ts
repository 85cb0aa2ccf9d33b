// The lessons' words shared by every lesson (Russian).
import type { LessonsKey } from './en';

export const lessonsRu: Record<LessonsKey, string> = {
  'lesson.title': 'Учимся: {game}',
  'lesson.coach': 'Тренер',
  'lesson.step': 'Шаг {n} из {total}',
  'lesson.next': 'Далее',
  'lesson.back': 'Шаг назад',
  'lesson.skip': 'Пропустить шаг',
  'lesson.retry': 'Попробовать снова',
  'lesson.onTable': 'На столе: {what}',
  'lesson.lit': 'Этот вариант и просит тренер.',
  'lesson.watch': 'Смотрите, как отвечает соперник…',
  'lesson.wait': 'Подождите: соперник отвечает.',
  'lesson.readFirst': 'Сначала прочитайте слова тренера, затем нажмите «Далее».',
  'lesson.dim': 'Не на этом шаге: тренер просит подсвеченный вариант.',
  'lesson.thatMove': 'этот ход',
  'lesson.wrong': '{that} — не сейчас. {why} Этот шаг просит: {expected}.',
  'lesson.wrong.general': 'В настоящей партии это мог бы быть хороший ход, но здесь урок просит другой.',
  'lesson.done': 'Урок пройден!',
  'lesson.playFirst': 'Сыграть первую партию',
  'lesson.playFirst.hint': 'Сначала покажет подготовку: два игрока, вы против бота. Подсказка (H) покажет, как сыграл бы сильнейший бот.',
  'lesson.summary': 'Памятка',
  'lesson.leave': 'Выйти из урока',
  'lesson.leave.note': 'Место в уроке сохранится: «Научиться играть» вернёт вас к этому шагу.',

  'learn.menu': 'Научиться играть',
  'learn.title': 'Научиться играть',
  'learn.intro': 'Короткая партия с подсказками для каждой игры: все ходы делаете вы, а тренер объясняет каждое правило в тот момент, когда оно нужно.',
  'learn.minutes': '{n, plural, one {Около # минуты} few {Около # минут} many {Около # минут} other {Около # минуты}}',
  'learn.start': 'Начать: {game}',
  'learn.resume': 'Продолжить: {game}, шаг {n} из {total}',
  'learn.restart': 'Начать заново: {game}',
  'learn.finished': 'Пройдено',
  'learn.offer': 'Впервые играете в «{game}»? Научитесь в игре: {n, plural, one {# минута} few {# минуты} many {# минут} other {# минуты}}.',
  'learn.offer.yes': 'Учиться в игре',
  'learn.offer.no': 'Нет, спасибо',

  // Issue 40: Setup, filled in for the first real game after a lesson, says what it starts.
  'lesson.firstGame.note': 'Ваша первая настоящая партия: два игрока, вы против одного бота уровня «{level}». Подсказки включены: нажмите Подсказку (H) в любой момент, чтобы увидеть ход сильнейшего бота. Измените что угодно ниже, затем нажмите «Начать».',
};
