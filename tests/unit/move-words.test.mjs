// A move, an undo and a redo in words (www/move-words.js): what moved and
// where, what autoplay sent home, then the table it left, as one message,
// in the player's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadRules, speak } from './support.mjs';
import * as game from '../../www/game.js';
import { moveOf } from '../../www/line.js';
import { movedText, stepWhat, cameHome } from '../../www/move-words.js';

loadRules();

function dealt(deal = 1) {
  const state = { board: null, rules: null, focus: 'cascade-0', settings: { autoplay: 'safe' }, hints: { nudge: 0, lit: 0, played: 0 }, view: null };
  game.newGame(state, { deal });
  return state;
}

/** Plays `count` cards from `from` to `to` on `state`, and words it as the controller does. */
function play(state, from, to, count = 1) {
  const cards = game.cardsOf(state, from);
  const lead = cards[cards.length - count];
  const { autoplayed } = game.move(state, from, to, count);
  return movedText(state, { lead, count, to, home: autoplayed });
}

test('a move says what went where, then the cards home and the free cells empty', () => {
  speak('en');
  const state = dealt(1);
  assert.equal(play(state, 'cascade-5', 'freecell-0'), 'three of diamonds to free cell a. Home: 0 of 52 cards; free cells empty: 3.');
});

test('what autoplay sent home after a move is named in the same message', () => {
  speak('en');
  const state = dealt(1);
  play(state, 'cascade-5', 'freecell-0');
  assert.equal(play(state, 'cascade-5', 'freecell-1'),
    'two of clubs to free cell b. Autoplay sent home ace of clubs, ace of spades and two of clubs. Home: 3 of 52 cards; free cells empty: 3.');
});

test('an undo and a redo name the move, and the cards autoplay had sent home', () => {
  speak('en');
  const state = dealt(1);
  play(state, 'cascade-5', 'freecell-0');
  play(state, 'cascade-5', 'freecell-1');
  const before = state.piles;
  game.undo(state);
  const played = moveOf(state.history, state.at + 1);
  assert.deepEqual({ ...played, lead: played.lead.code }, { lead: '2C', count: 1, from: 'cascade-5', to: 'freecell-1' });
  assert.deepEqual(cameHome(state.piles, before), ['AC', '2C', 'AS']);
  assert.equal(stepWhat('undo', played, 3), 'Move undone: two of clubs back to cascade 6, and 3 cards back from the foundations');
  assert.equal(stepWhat('redo', played), 'Move redone: two of clubs to free cell b');
  assert.equal(stepWhat('undo', null), 'Move undone');
  assert.equal(moveOf(state.history, 0), null);
});

test('the message is in the player\'s language', () => {
  speak('de');
  const state = dealt(1);
  play(state, 'cascade-5', 'freecell-0');
  assert.equal(play(state, 'cascade-5', 'freecell-1'),
    'Kreuz-Zwei auf die freie Zelle b. Automatisch abgelegt: Kreuz-Ass, Pik-Ass und Kreuz-Zwei. Abgelegt: 3 von 52 Karten; leere freie Zellen: 3.');
  speak('en');
});
