// Echoes' draw rule at the table: the Draw button's hint names the pile the card really comes
// from. A hand that has cards but no Echoes card draws from the Echoes pile of that age (docs/rules/
// innovation-echoes.md, 3); an empty hand, a hand with an Echoes card, or an empty Echoes pile
// draws the base card. The board outlines the same pile (tests/board/innovation-echoes-supply).
import { afterEach, describe, expect, it } from 'vitest';
import { innovation } from '../../src/engine/innovation/definition';
import { dogmaPreview } from '../../src/engine/innovation/preview';
import { type Scenario, buildScenario } from '../../src/engine/innovation/scenario';
import { setLang } from '../../src/i18n';
import { TOP, buildInnoControls } from '../../src/table/innovation/controls';
import { actionDrawPile } from '../../src/table/innovation/echoes';
import { seatToken } from '../../src/table/innovation/seats';

afterEach(() => setLang('en'));

const SETUP = { game: 'innovation' as const, options: { players: 2, seed: 1, expansions: 'echoes' }, seats: [{ kind: 'human' as const }, { kind: 'human' as const }] };

function drawHint(hand: string[], extra: Partial<Scenario> = {}): { hint: string; pile: ReturnType<typeof actionDrawPile> } {
  const s = buildScenario({ expansions: ['echoes'], players: [{ board: { blue: ['writing'] }, hand }, { board: { red: ['oars'] } }], ...extra });
  const view = innovation.view(s, 0);
  const controls = buildInnoControls({
    view,
    legal: innovation.legalMoves(s, 0),
    viewer: 0,
    step: TOP,
    picks: [],
    seat: (p) => seatToken(SETUP, p, 0),
    preview: (card) => dogmaPreview(view, 0, card),
    confirmShare: true,
  });
  return { hint: controls.buttons.find((b) => b.id === 'draw')?.hint ?? '', pile: actionDrawPile(view, 0) };
}

describe('the Echoes draw rule at the table', () => {
  it('a hand with cards but no Echoes card draws from the Echoes pile of that age', () => {
    expect(drawHint(['archery'])).toEqual({
      hint: 'Take a card from the age 1 Echoes supply pile into your hand: your hand has cards but no Echoes card, so the draw takes an Echoes card.',
      pile: { age: 1, echoes: true },
    });
  });

  it('an empty hand, a hand holding an Echoes card, or an empty Echoes pile draws the base card', () => {
    const base = { hint: 'Take a card from the age 1 supply pile into your hand.', pile: { age: 1, echoes: false } };
    expect(drawHint([])).toEqual(base);
    expect(drawHint(['archery', 'bangle'])).toEqual(base);
    expect(drawHint(['archery'], { echoesExhausted: [1] })).toEqual(base);
  });

  it('an empty base pile is skipped first; the Echoes pile of the age reached gives the card', () => {
    const { hint, pile } = drawHint(['archery'], { exhausted: [1] });
    expect(pile).toEqual({ age: 2, echoes: true });
    expect(hint).toBe(
      'Your highest top card is a 1, but that supply pile is empty: the draw takes the next supply pile with cards, a 2. Your hand has cards but no Echoes card, so the card comes from the Echoes pile of that age.',
    );
    setLang('ja');
    expect(drawHint(['archery']).hint).toBe('エコーズの時代1の山札の一番上を手札に加えます。手札があってエコーズのカードがないので、エコーズのカードを引きます。');
  });
});
