// Strings of hints and the post-game review (Japanese).
import type { CoachKey } from './en';

export const coachJa: Record<CoachKey, string> = {
  'coach.button': 'ヒント',
  'coach.button.hint': 'あなたに見えている情報だけで、いちばん強いボットならここで何を選ぶか聞きます（H）。',
  'coach.thinking': 'ヒントを考えています…',
  'coach.says': 'ヒント：{move}',
  'coach.points': 'ヒントの手はここから選べます。',
  'coach.stale': 'ヒントが出る前に局面が変わりました。もう一度押してください。',
  'coach.failed': '今回はヒントを出せませんでした。',
  'coach.notNow': 'ヒントはあなたが選ぶ番のときに使えます。',
  'stats.withHints': 'ヒントを使った',
  'coach.then': '{first}、次に{then}',
  'coach.and': '{first}と{then}',
};
