// Learn Echoes of the Past: the coach's words (English, the source of the keys). The lesson is
// src/table/innovation/echoesLesson.ts; each sentence is checked against its position there.
export const echoesLessonEn = {
  'inno.echoesLesson.title': 'Echoes of the Past',
  'inno.echoesLesson.goal': 'Echoes of the Past adds echo effects, bonuses and a forecast. Your top red card, {card}, has both an echo effect and a bonus: its bonus 1 already gives you 1 point, with an empty score pile.',
  'inno.echoesLesson.echo': 'Dogma {card}. Its echo effect runs first: tuck a red card from your hand ({tucked} is your only one). Then its dogma: draw a 3 and foreshadow it.',
  'inno.echoesLesson.foreshadowed': '{tucked} is tucked under {card}. Your hand held no Echoes card, so the 3 you drew is an Echoes card, {drawn}. Foreshadowed, it lies face down in your forecast: only you see it; Bot 2 sees an Echoes 3.',
  'inno.echoesLesson.meld': 'Meld {card}, a 3. Right after a Meld action you may promote a card of your forecast whose age is not higher than the melded card’s: {drawn} is a 3, so it may.',
  'inno.echoesLesson.promote': 'Promote {card}: it leaves your forecast and is melded on your blue pile.',
  'inno.echoesLesson.freeDogma': 'A promoted card gives a free dogma action: say yes. {card}’s echo effect draws a 4 (your hand is empty, so a base card) and foreshadows it; its dogma finds no card with a bonus in your forecast, so it does nothing.',
  'inno.echoesLesson.bonus': 'Count your bonuses: {card} shows 4 and {other} shows 1. Your points are the highest bonus plus 1 for each other one: 4 + 1 = 5, with nothing in your score pile.',
  'inno.echoesLesson.end': 'That is Echoes: echo effects run before the dogma, bonuses add points, and the forecast keeps cards to promote after a Meld action. With Echoes you need one achievement more to win: 7 with two players.',
  'inno.echoesLesson.why.dogma': 'This step runs the dogma of Bangle.',
  'inno.echoesLesson.why.meld': 'This step melds Compass, to promote a card after it.',
  'inno.echoesLesson.why.promote': 'This step promotes Almanac from your forecast.',
  'inno.echoesLesson.why.yes': 'This step takes the free dogma action.',
  'inno.echoesLesson.sum.echo': 'Echo effects: when you carry out a dogma, the echo effects visible in that pile run first, the deepest card’s first, and are shared like the others.',
  'inno.echoesLesson.sum.bonus': 'Bonuses: your points are your score pile plus the highest visible bonus plus 1 for each other visible bonus.',
  'inno.echoesLesson.sum.draw': 'The Echoes draw rule: if your hand is not empty and has no Echoes card, you draw an Echoes card of that age.',
  'inno.echoesLesson.sum.forecast': 'Foreshadow: a card goes face down to your forecast. After a Meld action you may promote one no higher in age than the melded card, then carry out a free dogma action on it.',
  'inno.echoesLesson.sum.win': 'With Echoes, one achievement more wins: 7 with two players, 6 with three, 5 with four.',
} as const;

export type EchoesLessonKey = keyof typeof echoesLessonEn;
