// Moves put in words for the player: what moved and where, read from the
// piles as they were before the move. Two styles: with the cards' corner
// indexes ('the 7♣ onto the 8♥') for short visible texts, or with their
// names ('the seven of clubs onto the eight of hearts').
import { pileKind } from './piles.js';
import { cardLabel } from './cards.js';
import { t } from './i18n.js';
import { cardName, pileArgs } from './words.js';

/**
 * `move` {from, to, count} (pile ids) on `piles` (cards by pile id, as
 * game.pilesOf reads them, before the move): {lead, card, target, text}.
 * `lead` is the card moved first (the lowest of a run), `card` the words
 * for what moves ('the 7♣ and the card on it', 'the 7♣ and the 2 cards on
 * it'), `target` for where
 * ('onto the 8♥', 'to an empty cascade', 'to free cell b', 'to its
 * foundation'), `text` both.
 */
export function describeMove(piles, { from, to, count }, { names = false } = {}) {
  // A card with its article, as the sentence's object: its name in the accusative, or its corner index.
  const named = (card) => (names ? cardName(card, 'acc') : t('move-index', { card: cardLabel(card) }));
  const cards = piles[from] ?? [];
  const lead = cards[cards.length - count];
  const card = !lead ? t('move-unknown-card')
    : count > 1 ? t('move-cards', { card: named(lead), count, more: count - 1 }) : t('move-card', { card: named(lead) });
  const onto = (piles[to] ?? []).at(-1);
  let target;
  if (pileKind(to) === 'foundation') target = t('move-to-foundation');
  else if (pileKind(to) === 'freecell') target = t('move-to-freecell', pileArgs(to));
  else if (onto) target = t('move-onto', { card: named(onto) });
  else target = t('move-to-empty', pileArgs(to));
  return { lead, card, target, text: t('move-text', { card, target }) };
}

/** What the coach says when the position shown cannot be won: at the start there is nothing to undo. */
export function noSolution(state) {
  if (state.history[state.at].pos !== state.history[0].pos) return t('msg-no-solution-undo');
  return t(state.deal !== null ? 'msg-no-solution-deal' : 'msg-no-solution-position');
}
