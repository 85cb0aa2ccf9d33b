// Which glossary entry is open, if any: a term in a prompt or a card's text sets it, the glossary
// dialog (mounted once, over every screen) shows it. Views only: nothing of the table's model.
import type { GameId } from '../../engine/core/types';
import { type Store, createStore } from '../../model/store';

export interface ShownTerm {
  game: GameId;
  id: string;
}

export const glossaryShown: Store<ShownTerm | null> = createStore<ShownTerm | null>(null);

export const openGlossary = (game: GameId, id: string): void => glossaryShown.set({ game, id });
export const closeGlossary = (): void => glossaryShown.set(null);
