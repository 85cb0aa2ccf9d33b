// The lessons' words shared by every lesson (Japanese).
import type { LessonsKey } from './en';

export const lessonsJa: Record<LessonsKey, string> = {
  'lesson.title': '{game}を学ぶ',
  'lesson.coach': 'コーチ',
  'lesson.step': 'ステップ {n}/{total}',
  'lesson.next': '次へ',
  'lesson.back': '1つ戻る',
  'lesson.skip': 'とばす',
  'lesson.retry': 'もう一度',
  'lesson.onTable': 'テーブルの上：{what}',
  'lesson.lit': 'コーチが求めている選択肢です。',
  'lesson.watch': '相手の番を見ましょう…',
  'lesson.wait': '待ってください：相手が答えています。',
  'lesson.readFirst': 'まずコーチの言葉を読んでから、「次へ」を押してください。',
  'lesson.dim': 'このステップではありません：コーチは光っている選択肢を求めています。',
  'lesson.thatMove': 'その手',
  'lesson.wrong': '{that}：今回はちがいます。{why}このステップでは：{expected}。',
  'lesson.wrong.general': 'ふつうのゲームなら良い手かもしれませんが、ここではレッスンが別の手を求めています。',
  'lesson.done': 'レッスン完了！',
  'lesson.playFirst': '初めてのゲームをプレイ',
  'lesson.playFirst.hint': '先に準備画面を表示します：2人で、あなたとボット1体の対戦です。ヒント（H）で最強のボットの手が見られます。',
  'lesson.summary': '早見表',
  'lesson.leave': 'レッスンをやめる',
  'lesson.leave.note': '進んだところは残ります：「遊び方を学ぶ」からこのステップに戻れます。',

  'learn.menu': '遊び方を学ぶ',
  'learn.title': '遊び方を学ぶ',
  'learn.intro': 'どのゲームも、ガイド付きの小さな1ゲーム：手はすべてあなたが選び、ルールは使うその時にコーチが教えます。',
  'learn.minutes': '{n, plural, other {約#分}}',
  'learn.start': '始める：{game}',
  'learn.resume': '{game}をステップ{n}/{total}から再開',
  'learn.restart': '{game}を最初から',
  'learn.finished': '完了',
  'learn.offer': '{game}は初めてですか？プレイしながら学べます（{n, plural, other {#分}}）。',
  'learn.offer.yes': 'プレイして学ぶ',
  'learn.offer.no': 'いいえ',

  // Issue 40: Setup, filled in for the first real game after a lesson, says what it starts.
  'lesson.firstGame.note': '初めての本番のゲーム：2人で、あなたと{level}のボット1体の対戦です。ヒントは有効です：いつでもヒント（H）を押すと、最強のボットの手が見られます。下の設定は自由に変えられます。よければ開始を押してください。',
};
