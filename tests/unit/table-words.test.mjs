// The whole table in words (www/table-words.js): every pile in order, its
// cards from the bottom up, then the cards home and the free cells empty,
// in the player's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadRules, speak } from './support.mjs';
import * as game from '../../www/game.js';
import { tableText } from '../../www/table-words.js';

loadRules();

function dealt(deal = 1) {
  const state = { board: null, rules: null, focus: 'cascade-0', settings: { autoplay: 'off' }, hints: { nudge: 0, lit: 0, played: 0 }, view: null };
  game.newGame(state, { deal });
  return state;
}

test('every pile is read in turn, then what is home and the free cells left', () => {
  speak('en');
  const state = dealt(1);
  const text = tableText(state);
  assert.match(text, /^cascade 1: jack of diamonds, king of diamonds, two of spades, four of clubs, three of spades, six of diamonds, six of spades\. cascade 2: /);
  assert.match(text, / cascade 8: [^.]+\. free cell a: empty\. free cell b: empty\. free cell c: empty\. free cell d: empty\. foundation 1: empty\./);
  assert.match(text, /Home: 0 of 52 cards; free cells empty: 4\.$/);
  game.move(state, 'cascade-0', 'freecell-1', 1, { autoplay: false });
  assert.match(tableText(state), /free cell b: six of spades\. .*free cells empty: 3\.$/);
});

test('a step being watched is read as shown, and in the player\'s language', () => {
  speak('de');
  const state = dealt(1);
  state.view = { piles: { ...state.piles, 'cascade-0': [] } };
  assert.match(tableText(state), /Abgelegt: 0 von 45 Karten; leere freie Zellen: 4\.$/);
  speak('en');
});
