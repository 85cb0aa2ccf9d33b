// Echoes: promotion. After a Meld action (never after a meld by an effect, nor after the promoted
// card's own meld), a player whose forecast holds a card of value at most the melded card's may
// meld one such card from it, and may then carry out a free dogma action on that card. Both are
// optional, as on Board Game Arena (docs/rules/innovation-echoes.md, ruling 1). The rule runs as
// an effect of its own (PROMOTION_EFFECT) whose frame names the card the Meld action melded.
import { type EffectDef, shared } from '../entry';

export const PROMOTION: EffectDef = shared(
  (x) => {
    const limit = x.age(x.card);
    x.mayChooseCards(
      x.forecast().filter((c) => x.age(c) <= limit),
      { prompt: 'echoes.promote', zone: 'forecast' },
    );
  },
  (x) => {
    const card = x.chosenCard;
    if (!card) return x.stop();
    x.promote(card);
    x.vars.promoted = card;
    x.may('echoes.promote-dogma');
  },
  (x) => {
    const card = x.vars.promoted;
    if (x.choice === 'yes' && typeof card === 'string') x.freeDogma(card);
  },
);

/** Whether p may promote after melding `melded` by a Meld action: a forecast card of value at most its. */
export function canPromote(forecast: readonly string[] | undefined, meldedAge: number, ageOf: (c: string) => number): boolean {
  if (!forecast) return false;
  for (const c of forecast) if (ageOf(c) <= meldedAge) return true;
  return false;
}
