// The lessons' words (English, the source of this catalogue's keys): the coach's controls, the
// Learn screen and Setup's offer, shared by every lesson. Each game's steps are in
// lessons/<game>/<lang>.ts. src/i18n/en.ts spreads both into the app catalogue.
export const lessonsEn = {
  'lesson.title': 'Learn {game}',
  'lesson.coach': 'Coach',
  'lesson.step': 'Step {n} of {total}',
  'lesson.next': 'Next',
  'lesson.back': 'Step back',
  'lesson.skip': 'Skip step',
  'lesson.retry': 'Try again',
  'lesson.onTable': 'On the table: {what}',
  'lesson.lit': 'This is the choice the coach asks for.',
  'lesson.watch': 'Watch the other player answer…',
  'lesson.wait': 'Wait: the other player is answering.',
  'lesson.readFirst': 'Read the coach’s words first, then press Next.',
  'lesson.dim': 'Not this step: the coach asks for the lit choice.',
  'lesson.thatMove': 'that move',
  'lesson.wrong': '{that} — not this time. {why} This step asks for: {expected}.',
  'lesson.wrong.general': 'In a real game it could be a fine move, but the lesson needs another one here.',
  'lesson.done': 'Lesson done!',
  'lesson.playFirst': 'Play your first game',
  'lesson.playFirst.hint': 'Shows the set-up first: two players, you against a bot. Hint (H) shows what the strongest bot would play.',
  'lesson.summary': 'Quick reference',
  'lesson.leave': 'Leave the lesson',
  'lesson.leave.note': 'Your place is kept: Learn to play takes you back to this step.',

  'learn.menu': 'Learn to play',
  'learn.title': 'Learn to play',
  'learn.intro': 'A short guided game of each: you make every move, and a coach explains each rule the moment you use it.',
  'learn.minutes': '{n, plural, one {About # minute} other {About # minutes}}',
  'learn.start': 'Start: {game}',
  'learn.resume': 'Resume {game} at step {n} of {total}',
  'learn.restart': 'Start {game} again',
  'learn.finished': 'Done',
  'learn.offer': 'New to {game}? Learn by playing — {n, plural, one {# minute} other {# minutes}}.',
  'learn.offer.yes': 'Learn by playing',
  'learn.offer.no': 'No thanks',

  // Issue 40: Setup, filled in for the first real game after a lesson, says what it starts.
  'lesson.firstGame.note': 'Your first real game: two players, you against one {level} bot. Hint is on: press Hint (H) at any time to see what the strongest bot would play. Change anything below, then Start.',
} as const;

export type LessonsKey = keyof typeof lessonsEn;
