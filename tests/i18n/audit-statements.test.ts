// Issue 40, section 1 of ../shared/findings/teaching-and-terms.md: every statement the audit found
// wrong, misleading or missing a condition, checked in its corrected form in each language, and
// where a number comes from a position or the engine, checked against the engine itself.
import { describe, expect, it } from 'vitest';
import { HOUSE_RULES } from '../../src/engine/gear-and-piston/house-rules';
import { gearData } from '../../src/engine/gears/data';
import { turnedSide } from '../../src/engine/gears/turning';
import type { Side } from '../../src/engine/gears/types';
import { bonusPoints, points } from '../../src/engine/innovation/board';
import { ECHOES_CARD_IDS, bonusOf } from '../../src/engine/innovation/facts';
import { achievementsToWin } from '../../src/engine/innovation/seats';
import type { InnovationState } from '../../src/engine/innovation/types';
import { catalogs } from '../../src/i18n/catalogs';
import { LANGS, type UiLang } from '../../src/i18n';
import { termsIn } from '../../src/table/glossary/link';
import { innovationLesson } from '../../src/table/innovation/lesson';

type Said = Record<UiLang, RegExp>;
const text = (lang: UiLang, key: string): string => {
  const s = (catalogs[lang] as Record<string, string>)[key];
  if (s === undefined) throw new Error(`${lang} has no ${key}`);
  return s;
};
/** Each key, in each language, says what `said` holds for that language. */
function says(keys: string[], said: Said): void {
  for (const key of keys) for (const lang of LANGS) expect(text(lang, key), `${lang} ${key}`).toMatch(said[lang]);
}
function saysNot(keys: string[], said: Said): void {
  for (const key of keys) for (const lang of LANGS) expect(text(lang, key), `${lang} ${key}`).not.toMatch(said[lang]);
}

describe('Innovation', () => {
  it('the score end comes when someone must draw above age 10, not "when the cards run out"', () => {
    says(['inno.lesson.goal', 'inno.lesson.sum.goal'], { en: /draw above age 10/, it: /oltre l’età 10/, ja: /時代10より上/, ru: /старше эпохи 10/ });
    saysNot(['inno.lesson.goal', 'inno.lesson.sum.goal'], { en: /run out/, it: /finiscono/, ja: /なくなった/, ru: /кончатся/ });
  });

  it('one action on the first turn: the first player, and with four players the second too', () => {
    says(['inno.lesson.sum.actions'], { en: /four players, the second player/, it: /in quattro, anche il primo turno del secondo/, ja: /4人なら2番目のプレイヤー/, ru: /вчетвером и первый ход второго/ });
  });

  it('opponents with at least as many of the featured icon share', () => {
    says(['inno.lesson.sum.dogma'], { en: /at least as many/, it: /almeno altrettante/, ja: /同じ数以上/, ru: /не меньше/ });
  });

  it('the golden rule states its exception: a “may” asking for a set number of cards cannot be done with fewer', () => {
    says(['inno.lesson.golden', 'inno.lesson.sum.golden', 'inno.gloss.golden.text', 'rules.innovation.6'], {
      en: /“may” effect that asks for a set number of cards.*cannot be done with fewer/,
      it: /«puoi» che chiede un numero preciso di carte.*non si fa con meno/,
      ja: /決まった枚数を求める「(〜)?してもよい」|決まった枚数を求める「〜してよい」/,
      ru: /требующий определённого числа карт/,
    });
  });

  it('the lesson’s sixth achievement states the points its position has (the engine counts them), and the 25 it needs', () => {
    // The step plays on from the last prepared position (Flight's splay before it scores nothing).
    const at = innovationLesson.steps.findIndex((s) => s.say === 'inno.lesson.sixth');
    const prepared = innovationLesson.steps.slice(0, at + 1).findLast((s) => s.position !== undefined);
    if (at < 0 || !prepared) throw new Error('no sixth-achievement step');
    const state = innovationLesson.build(prepared.position) as InnovationState;
    const have = points(state.players[0] as InnovationState['players'][number]);
    expect(have).toBe(27);
    for (const lang of LANGS) {
      const numbers = (text(lang, 'inno.lesson.sixth').match(/\d+/g) ?? []).map(Number);
      expect(numbers, lang).toContain(have);
      expect(numbers, lang).toContain(5 * 5);
    }
  });

  it('a melded card keeps its pile’s splay (the glossary says it, in the splay’s own word)', () => {
    for (const lang of LANGS) expect(termsIn(text(lang, 'inno.gloss.meld.text'), 'innovation', lang).map((e) => e.id), lang).toContain('splay');
  });

  it('the ends: a card naming several winners lets the game go on; a score-end tie goes to achievements, then all tied win', () => {
    const keys = ['inno.lesson.end', 'inno.lesson.sum.end', 'rules.innovation.5'];
    says(keys, { en: /the game goes on/, it: /la partita continua/, ja: /ゲームは続きます/, ru: /игра продолжается/ });
    says(keys, { en: /most achievements; if still tied, all of them win/, it: /(vincono tutti|vincono insieme|vince insieme)/, ja: /それでも同点なら全員の勝ち/, ru: /при полном равенстве победа общая/ });
  });

  it('the featured icon is found as a phone shows it (the Dogma button, the start of each effect), not “top left of its text”', () => {
    const keys = ['inno.lesson.share', 'inno.gloss.featured.text'];
    saysNot(keys, { en: /top left/, it: /in alto a sinistra/, ja: /左上/, ru: /слева вверху/ });
    says(keys, { en: /Dogma button/, it: /pulsante Dogma/, ja: /教義ボタン/, ru: /кнопк[аи] Догмы/ });
  });

  it('the idle line says tap (a mouse points), not hover', () => {
    says(['table.hint'], { en: /^Tap a card/, it: /^Tocca una carta/, ja: /^カードをタップ/, ru: /^Коснитесь карты/ });
    expect(text('en', 'table.hint')).not.toMatch(/hover/);
  });
});

describe('Gears', () => {
  it('a winner with no match sends a card for verification (or confirms one waiting): no “may”', () => {
    const keys = ['gears.gloss.verify.text', 'rules.gears.4'];
    saysNot(keys, { en: /may send/, it: /può mandare/, ja: /回せます/, ru: /можно отправить|может отправить/ });
    says(keys, { en: /sends?\b.*for verification/, it: /manda/, ja: /検証に回します/, ru: /отправляет/ });
    says(keys, { en: /confirms? one already waiting/, it: /conferma una già in attesa/, ja: /すでに待っている/, ru: /подтверждает уже ждущую/ });
  });

  it('the random discard is stated: at set-up and again at nightfall', () => {
    says(['rules.gears.1', 'gears.gloss.discard.text', 'gears.gloss.shift.text', 'rules.gears.5', 'gears.teach.randomDiscard', 'gears.lesson.night', 'gears.lesson.sum.night'], { en: /at random/, it: /a caso/, ja: /ランダム/, ru: /наугад/ });
    says(['rules.gears.1', 'gears.gloss.discard.text'], { en: /six gears/, it: /sei ingranaggi/, ja: /6枚/, ru: /шест[иь] шестерён/ });
  });

  it('a multicolour gear does not swap with a multicolour one', () => {
    says(['rules.gears.3', 'gears.gear.multicolour.help'], { en: /multicolour too/, it: /anche quello (è|sia) multicolore/, ja: /も虹色なら交換しません/, ru: /та (не )?разноцветная/ });
  });

  it('the purple gear: from each side one turn keeps its value, the other changes it (engine), and its help says so', () => {
    const { values } = gearData('purple');
    for (const side of [0, 1, 2, 3] as Side[]) {
      const keeps = (['up', 'down'] as const).filter((dir) => values[turnedSide(side, dir)] === values[side]);
      expect(keeps, `side ${side}`).toHaveLength(1);
    }
    says(['gears.gear.purple.help'], { en: /one keeps the value/, it: /una mantiene il valore/, ja: /値はそのまま/, ru: /один сохраняет значение/ });
  });

  it('a full code ends the game at once and wins unless another code is completed that round', () => {
    says(['gears.gloss.code.text'], { en: /in the same round/, it: /nello stesso round/, ja: /同じラウンド/, ru: /в том же раунде/ });
  });

  it('a character: the day side turns it over, the night side works only at night, an unused day side is lost', () => {
    says(['gears.gloss.character.text', 'gears.lesson.sum.night'], { en: /lost/, it: /perso/, ja: /失われ/, ru: /пропадает/ });
  });

  it('the Rules screen says the night effects and the characters are the app’s design, naming each character', () => {
    for (const lang of LANGS) {
      const note = text(lang, 'rules.gears.6');
      for (const c of ['mechanic', 'dispatcher', 'saboteur', 'codebreaker']) expect(note, `${lang} ${c}`).toContain(text(lang, `gears.character.${c}.name`));
      expect(note, lang).toContain('Boardwright');
    }
  });

  it('the Mechanic step says what the turn did (the side before a blue 1 is its 4), not “from 1 round to 4”', () => {
    saysNot(['gears.lesson.mechanic'], { en: /round to 4/, it: /passa da 1 a 4/, ja: /1から4に回り/, ru: /переходит по кругу/ });
    const blue = gearData('blue').values;
    expect(blue[turnedSide(blue.indexOf(1) as Side, 'down')]).toBe(4);
  });
});

describe('Gear & Piston', () => {
  it('the glossary gives the engine’s number of action tokens per player, in words', () => {
    const words: Record<number, Record<UiLang, RegExp>> = { 4: { en: /^Four per player/, it: /^Quattro per giocatore/, ja: /^1人4個/, ru: /^Четыре у каждого/ } };
    const said = words[HOUSE_RULES.actionTokens];
    if (!said) throw new Error(`no words for ${HOUSE_RULES.actionTokens}`);
    says(['gnp.gloss.token.text'], said);
  });

  it('a complete car: a tank for every motor; coloured tanks and improvements need a motor of their colour', () => {
    const keys = ['gnp.lesson.later', 'gnp.lesson.sum.car', 'gnp.gloss.complete.text'];
    says(keys, { en: /for every motor/, it: /per ogni motore/, ja: /エンジンごとに/, ru: /на каждый двигатель/ });
    for (const key of keys) for (const lang of LANGS) expect(termsIn(text(lang, key), 'gear-and-piston', lang).map((e) => e.id), `${lang} ${key}`).toContain('kind.improvement');
  });

  it('Union Muscle moves a token in another location', () => {
    says(['gnp.lesson.blackMarket'], { en: /in another location/, it: /in un altro luogo/, ja: /別の場所/, ru: /в другом месте/ });
  });
});

// The Rules screen's Echoes section (rules.innovation.echoes.*, docs/rules/innovation-echoes.md):
// each statement in each language, and its numbers from the engine where the engine has them.
describe('Innovation: Echoes of the Past on the Rules screen', () => {
  const key = (n: number) => `rules.innovation.echoes.${n}`;

  it('one achievement more to win, as the engine counts it', () => {
    for (const players of [2, 3, 4] as const) expect(achievementsToWin({ players, expansions: ['echoes'] } as never) - achievementsToWin({ players } as never)).toBe(1);
    says([key(1)], { en: /one achievement more than usual/, it: /un obiettivo in più del solito/, ja: /業績はいつもより1つ多く/, ru: /на одно достижение больше обычного/ });
    says([key(1)], { en: /a base 1 and an Echoes 1/, it: /un 1 base e un 1 di Echoes/, ja: /基本の1とエコーズの1/, ru: /базовую 1 и 1 «Эха прошлого»/ });
  });

  it('the draw rule: an Echoes card only when the hand is not empty and holds none', () => {
    says([key(2)], { en: /hand is not empty and has no Echoes card/, it: /mano non è vuota e non ha carte Echoes/, ja: /手札が空でなく、エコーズのカードがなければ/, ru: /рука не пуста и в ней нет карт «Эха прошлого»/ });
    says([key(2)], { en: /the base card if that Echoes supply pile is empty/, it: /la carta base se quella pila Echoes è vuota/, ja: /山札が空なら基本のカード/, ru: /базовую, если эта стопка запаса пуста/ });
  });

  it('echo effects run first, the deepest card’s first, and only the activator’s', () => {
    says([key(3)], { en: /runs first, the deepest card’s first/, it: /per primo, da quello della carta più in basso/, ja: /先に、いちばん下のカードのものから/, ru: /первыми, начиная с самой нижней карты/ });
    says([key(3)], { en: /opponents’ echo effects never run/, it: /quelli degli avversari non vengono mai eseguiti/, ja: /相手のエコー効果は実行されません/, ru: /эхо-эффекты соперников не выполняются/ });
  });

  it('bonus points: the highest visible bonus, plus one per other visible bonus (the engine agrees)', () => {
    // Three top cards whose bonuses are 1, 2 and 3: 3 + 1 + 1.
    const tops = [1, 2, 3].map((b) => ECHOES_CARD_IDS.find((id) => bonusOf(id) === b) as string);
    const piles = tops.map((id) => ({ cards: [id], splay: 'none' as const }));
    expect(bonusPoints({ piles } as never)).toBe(5);
    expect(points({ score: [], piles, forecast: [] } as never)).toBe(5);
    says([key(4)], { en: /the highest counts its number, each other one counts 1/, it: /il più alto vale il suo numero, ogni altro vale 1/, ja: /いちばん大きいものはその数、ほかは1つにつき1点/, ru: /самый большой даёт своё число, каждый другой — 1/ });
  });

  it('promotion: right after a Meld action, a card no higher than the melded one, then a free dogma', () => {
    says([key(5)], { en: /Right after a Meld action.*not higher than the melded card’s.*free dogma action/, it: /Subito dopo un’azione Calare.*non più alta della carta calata.*azione dogma gratuita/, ja: /出すアクションの直後に、出したカード以下の時代.*無料の教義アクション/, ru: /Сразу после действия «Сыграть».*не старше сыгранной.* бесплатное действие догмы/ });
    says([key(5)], { en: /how many cards there are and each one’s age and set/, it: /quante carte ci sono e l’età e il set di ciascuna/, ja: /枚数とそれぞれの時代とセット/, ru: /сколько там карт, и эпоху и набор каждой/ });
  });

  it('the five Echoes specials with the numbers of special-achievements.json', () => {
    says([key(6)], { en: /three or more times in each of four colours.*seven cards.*eight visible bonuses.*eight pictures.*four echo effects/, it: /tre o più volte in ciascuno di quattro colori.*sette carte.*otto bonus visibili.*otto immagini.*quattro effetti eco/, ja: /4つの色それぞれに同じアイコンが3つ以上.*7枚.*8つ.*絵が8つ.*エコー効果が4つ/, ru: /три и больше раз в каждом из четырёх цветов.*семь карт.*восемь видимых бонусов.*восемь картинок.*четыре эхо-эффекта/ });
  });
});
