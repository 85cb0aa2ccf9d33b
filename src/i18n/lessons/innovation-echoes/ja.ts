// エコーズを学ぶ：コーチの言葉（日本語）。
import type { EchoesLessonKey } from './en';

export const echoesLessonJa: Record<EchoesLessonKey, string> = {
  'inno.echoesLesson.title': 'エコーズ',
  'inno.echoesLesson.goal': 'エコーズは、エコー効果、ボーナス、予見を加えます。あなたの赤のトップカード{card}には、エコー効果とボーナスの両方があります：ボーナス1で、得点山が空でももう1点です。',
  'inno.echoesLesson.echo': '{card}の教義を実行しましょう。まずエコー効果：手札の赤のカードを1枚差し込みます（赤は{tucked}だけ）。次に教義：3を引いて予見に置きます。',
  'inno.echoesLesson.foreshadowed': '{tucked}が{card}の下に差し込まれました。手札にエコーズのカードがなかったので、引いた3はエコーズのカード{drawn}です。予見に置かれて裏向きです：見えるのはあなただけで、ボット2にはエコーズの3とだけ見えます。',
  'inno.echoesLesson.meld': '3の{card}を出しましょう。出すアクションの直後に、出したカード以下の時代の予見のカードを1枚昇格できます：{drawn}は3なので昇格できます。',
  'inno.echoesLesson.promote': '{card}を昇格させましょう：予見を離れ、青の山に出されます。',
  'inno.echoesLesson.freeDogma': '昇格させたカードでは無料の教義アクションができます：「はい」を選びましょう。{card}のエコー効果で4を引き（手札が空なので基本のカード）予見に置きます。教義は予見にボーナスのあるカードがないので、何もしません。',
  'inno.echoesLesson.bonus': 'ボーナスを数えましょう：{card}は4、{other}は1です。点数はいちばん大きいボーナスに、ほかのボーナス1つにつき1を加えたもの：4 + 1 = 5。得点山は空のままです。',
  'inno.echoesLesson.end': 'これがエコーズです：エコー効果は教義より先に実行され、ボーナスは点数に加わり、予見は出すアクションの後に昇格させるカードを取っておきます。エコーズでは勝つのに業績が1つ多く必要です：2人なら7つ。',
  'inno.echoesLesson.why.dogma': 'このステップでは腕輪の教義を実行します。',
  'inno.echoesLesson.why.meld': 'このステップでは羅針盤を出し、そのあとカードを昇格させます。',
  'inno.echoesLesson.why.promote': 'このステップでは予見から年鑑を昇格させます。',
  'inno.echoesLesson.why.yes': 'このステップでは無料の教義アクションを実行します。',
  'inno.echoesLesson.sum.echo': 'エコー効果：教義を実行すると、その山に見えているエコー効果がいちばん下のカードのものから先に実行され、ほかの効果と同じように共有されます。',
  'inno.echoesLesson.sum.bonus': 'ボーナス：点数は得点山に、見えているいちばん大きいボーナスと、ほかの見えているボーナス1つにつき1を加えたものです。',
  'inno.echoesLesson.sum.draw': 'エコーズの引き方：手札が空でなく、エコーズのカードがなければ、その時代のエコーズのカードを引きます。',
  'inno.echoesLesson.sum.forecast': '予見に置く：カードを裏向きで予見に置きます。出すアクションの後、出したカード以下の時代のカードを1枚昇格させ、そのカードで無料の教義アクションを実行できます。',
  'inno.echoesLesson.sum.win': 'エコーズでは、勝つのに業績が1つ多く必要です：2人なら7つ、3人なら6つ、4人なら5つ。',
};
