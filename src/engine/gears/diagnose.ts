// Why a move is refused, in words a player can read. Only consulted after the move failed to
// match any legal answer, so it never decides legality, it only explains it.
import type { PlayerId } from '../core/types';
import { matches } from './codes';
import { hasGear } from './hand';
import { currentEffect, isNight } from './round-card';
import { GEAR_COLORS, type GearsMove, type GearsState } from './types';

type Explanation = [code: string, reason: string];

const EXPECTED: Record<GearsState['phase'], string> = {
  place: 'Step 1: place a gear from your hand.',
  turn: "Step 2: turn your left neighbour's gear up or down, or leave it.",
  foreman: "Foreman's word: turn one gear up or down, or pass.",
  abilities: 'Ability window: use your character or pass.',
  'blue-return': 'Your blue gear brings one gear back from your discard pile.',
  'code-entry': 'Enter a code, send one for verification, or verify one.',
  over: 'The game is over.',
};

const ACCEPTS: Record<GearsState['phase'], readonly GearsMove['type'][]> = {
  place: ['place'],
  turn: ['turn', 'peek'],
  foreman: ['foreman', 'pass'],
  abilities: ['mechanic', 'dispatch', 'sabotage', 'pass'],
  'blue-return': ['return-gear'],
  'code-entry': ['enter-code', 'master-key', 'send', 'verify', 'codebreak', 'pass'],
  over: [],
};

const CHARACTER_OF: Partial<Record<GearsMove['type'], string>> = {
  mechanic: 'mechanic',
  dispatch: 'dispatcher',
  sabotage: 'saboteur',
  peek: 'saboteur',
  codebreak: 'codebreaker',
};

export function explainIllegal(s: GearsState, p: PlayerId, move: GearsMove): Explanation {
  if (!ACCEPTS[s.phase].includes(move.type)) return ['wrong-step', `Not now. ${EXPECTED[s.phase]}`];
  const character = CHARACTER_OF[move.type];
  if (character) {
    const card = s.crew[p];
    if (!card || card.name !== character) return ['not-your-ability', `You do not have the ${character}.`];
    if (card.side === 'removed') return ['ability-used', `Your ${character} has already left the game.`];
    if (card.side === 'night' && !isNight(s)) {
      return ['ability-used', `Your ${character} has used its day ability; its night side waits for the night shift.`];
    }
    if (currentEffect(s) === 'blackout') return ['blackout', 'Blackout: no ability may be used this round.'];
    return ['ability-unavailable', `Your ${character} cannot do that now. ${EXPECTED[s.phase]}`];
  }
  switch (move.type) {
    case 'place':
      if (!GEAR_COLORS.includes(move.gear)) return ['bad-move', `There is no ${String(move.gear)} gear.`];
      if (!hasGear(s.hands[p] ?? 0, move.gear)) return ['not-in-hand', `The ${move.gear} gear is not in your hand.`];
      return ['bad-side', 'A gear has sides 0, 1, 2 and 3.'];
    case 'turn':
      return ['bad-move', 'Turn the gear up or down, or leave it.'];
    case 'enter-code':
    case 'master-key':
    case 'send':
    case 'verify':
      return explainCode(s, p, move);
    case 'pass':
      return s.phase === 'code-entry' ? explainOwedEntry(s, p) : ['bad-move', EXPECTED[s.phase]];
    case 'return-gear':
      if (!GEAR_COLORS.includes(move.gear) || !hasGear(s.discards[p] ?? 0, move.gear)) {
        return ['not-in-discard', `The ${String(move.gear)} gear is not in your discard pile.`];
      }
      return ['bad-move', EXPECTED[s.phase]];
    case 'foreman':
      return ['bad-target', "Foreman's word turns one gear on the table, up or down."];
    default:
      return ['illegal-move', EXPECTED[s.phase]];
  }
}

/** A winner tried to pass their first entry, which is owed (K-OWED): say what they can do instead. */
function explainOwedEntry(s: GearsState, p: PlayerId): Explanation {
  const gear = s.table[p];
  const codes = s.codes[p] ?? [];
  if (gear && codes.some((c) => c.status === 'open' && matches(c, gear))) {
    return ['entry-owed', 'The round winner enters a code: enter a card that matches your gear, or verify a waiting one.'];
  }
  if (codes.some((c) => c.status === 'open')) {
    return ['must-send', 'No open code matches your gear: send one for verification (or verify one).'];
  }
  return ['entry-owed', 'The round winner enters a code: verify one of your waiting cards.'];
}

function explainCode(s: GearsState, p: PlayerId, move: Extract<GearsMove, { card: number }>): Explanation {
  const head = s.queue[0];
  const card = s.codes[p]?.[move.card];
  const gear = s.table[p];
  if (!card || !gear || head?.kind !== 'code-entry') return ['bad-card', 'You have code cards 0 to 3.'];
  if (move.type === 'verify') {
    return ['not-waiting', 'Only a card sent for verification can be verified.'];
  }
  if (card.status !== 'open') return ['not-open', 'That code card is not open.'];
  if (move.type === 'master-key') {
    return head.masterKey
      ? ['use-enter', 'That card matches: enter it the usual way.']
      : ['no-master-key', 'Master key works once, for a winner, in its own round.'];
  }
  if (move.type === 'send') return ['must-enter', 'A code matches your gear: you cannot send one for verification.'];
  if (!matches(card, gear)) {
    return ['no-match', `That card matches neither the colour nor the number ${gear.value} of your ${gear.gear} gear.`];
  }
  return ['illegal-move', EXPECTED[s.phase]];
}
