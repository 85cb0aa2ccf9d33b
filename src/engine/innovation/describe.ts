// Short English sentences for moves (the UI translates; other languages fall back to English here).
import type { Lang, PlayerId } from '../core/types';
import { nameOf } from './facts';
import type { InnovationState, Move, Question } from './types';

const seat = (p: PlayerId | null | undefined) => (p === null || p === undefined ? 'nobody' : `Player ${p + 1}`);

function pendingQuestion(s: InnovationState): Question | null {
  const f = s.frames[s.frames.length - 1];
  return f && f.type === 'effect' ? f.question : null;
}

export function describe(move: Move, s: InnovationState, _lang: Lang): string {
  switch (move.type) {
    case 'initial-meld':
      return `Choose ${nameOf(move.card)} as the first card to meld.`;
    case 'draw':
      return 'Draw a card.';
    case 'meld':
      return `Meld ${nameOf(move.card)}.`;
    case 'dogma':
      return `Activate the dogma of ${nameOf(move.card)}.`;
    case 'achieve':
      return `Achieve age ${move.age}.`;
    case 'cards': {
      const q = pendingQuestion(s);
      if (move.cards.length === 0) return 'Decline.';
      const names = move.cards.map((c) => (c.startsWith('?') ? 'a hidden card' : nameOf(c))).join(', ');
      return q ? `Choose ${names} (${q.prompt}).` : `Choose ${names}.`;
    }
    case 'color':
      return move.color === null ? 'Decline.' : `Choose the ${move.color} pile.`;
    case 'player':
      return move.player === null ? 'Decline.' : `Choose ${seat(move.player)}.`;
    case 'choice':
      return move.choice === null ? 'Decline.' : `Choose "${move.choice}".`;
  }
}
