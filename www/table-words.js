// The whole table in words, for a player who plays by ear: each pile with
// its cards from the bottom up, then how many cards are home and how many
// free cells are empty. Read out by the T key and the Menu's Read the table.
import { piles, pileKind } from './piles.js';
import { t } from './messages.js';
import { cardNameAlone, pileArgs } from './words.js';

/** The table shown (the game's, or a step being watched) as sentences. */
export function tableText(state) {
  const shown = state.view?.piles ?? state.piles;
  const ids = piles().all;
  const said = ids.map((id) => {
    const cards = shown[id] ?? [];
    return cards.length
      ? t('table-pile', { ...pileArgs(id), cards: cards.map(cardNameAlone).join(', ') })
      : t('table-pile-empty', pileArgs(id));
  });
  said.push(stateText(shown));
  return said.join(' ');
}

/**
 * How far the game on `shown` (cards by pile id) has come, as a sentence:
 * the cards home of all on the table, and the free cells empty. Said at
 * the end of the table and after every move (move-words.js).
 */
export function stateText(shown) {
  const ids = piles().all;
  const count = (kind, of) => ids.filter((id) => pileKind(id) === kind).reduce((n, id) => n + of(shown[id] ?? []), 0);
  const home = count('foundation', (cards) => cards.length);
  const total = ids.reduce((n, id) => n + (shown[id]?.length ?? 0), 0);
  const free = count('freecell', (cards) => (cards.length ? 0 : 1));
  return t('table-state', { home, total, free });
}
