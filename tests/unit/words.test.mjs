// The engine's values in the player's words (www/words.js, www/piles.js):
// a refused move, a text that cannot be read and a pile's name reach the
// player as a whole sentence of their language, each name in the case the
// sentence wants; the rules (wasm) give the reasons, as in the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadRules, speak } from './support.mjs';
import * as game from '../../www/game.js';
import { describe } from '../../www/sources.js';
import { pileArgs, errorText, cardName, refusalText, solverErrorText, unreadableText } from '../../www/words.js';

loadRules();

/** A game's page state, as state.js makes it, with only what game.js reads. */
function dealt(deal = 1) {
  const state = { board: null, rules: null, focus: 'cascade-0', settings: { autoplay: 'off' }, hints: { nudge: 0, lit: 0, played: 0 }, view: null };
  game.newGame(state, { deal });
  return state;
}

/** Deal 1 as dealt, with the top two cards of cascade 1 in free cell a: a position the rules refuse. */
function twoInOneCell() {
  const piles = describe({ deal: 1 }).start.split('/');
  piles[8] = piles[0].slice(-4);
  piles[0] = piles[0].slice(0, -4);
  return piles.join('/');
}

/** The Error the rules throw for `fn`. */
function refusal(fn) {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('not refused');
}

test('a pile is named in every case a sentence may want, with the letters of the game played', () => {
  speak('pl');
  dealt();
  const cascade = pileArgs('cascade-3');
  assert.equal(cascade['pile-kind'], 'cascade');
  assert.equal(cascade.pile, 'kolumna 4');
  assert.equal(cascade['pile-acc'], 'kolumnę 4');
  assert.equal(cascade['pile-gen'], 'kolumny 4');
  const cell = pileArgs('freecell-1');
  assert.equal(cell['pile-kind'], 'freecell');
  assert.equal(cell.pile, 'wolna komórka b');
  assert.equal(cell['pile-acc'], 'wolną komórkę b');
  // A pile as wasm names it (a PileLabel) names it as its id does.
  speak('en');
  assert.deepEqual(pileArgs({ cell: 0, index: 1, label: 'b' }), pileArgs('freecell-1'));
  assert.equal(pileArgs('foundation-0').pile, 'foundation 1');
});

test('a refused move says why in the player\'s language, its cards named in the sentence\'s case', () => {
  speak('en');
  const state = dealt();
  // Deal 1: the six of spades on cascade 1, the nine of clubs on cascade 2.
  assert.equal(game.move(state, 'cascade-0', 'cascade-1', 1).error, 'Same colour: the six of spades cannot go on the nine of clubs.');
  assert.equal(game.move(state, 'cascade-0', 'foundation-0', 1).error, 'Only an ace can start a foundation, not the six of spades.');
  speak('de');
  assert.equal(game.move(state, 'cascade-0', 'cascade-1', 1).error, 'Gleiche Farbe: die Pik-Sechs passt nicht auf die Kreuz-Neun.');
  assert.equal(game.move(state, 'freecell-0', 'cascade-1', 1).error, 'Dort liegt keine Karte, die sich bewegen ließe.');
  // Nothing moved.
  assert.equal(game.movesMade(state), 0);
  assert.equal(state.board.toText(), describe({ deal: 1 }).start);
});

test('a position that cannot be read says which pile and why, with the pile named as the language wants', () => {
  const e = refusal(() => describe({ position: twoInOneCell() }));
  assert.equal(e.reason.kind, 'pile-overfull');
  speak('en');
  assert.equal(errorText(e, 'error-position'), 'free cell a holds at most 1 card');
  speak('de');
  assert.equal(errorText(e, 'error-position'), 'Die freie Zelle a fasst höchstens 1 Karte');
  speak('pl');
  assert.equal(unreadableText(e.reason), 'wolna komórka a mieści najwyżej 1 kartę');
});

test('an Error with no reason is worded by the fallback asked for, never by its English message', () => {
  speak('de');
  const english = new Error('something broke');
  assert.notEqual(errorText(english), english.message);
  assert.equal(errorText(english), errorText(null));
  assert.equal(errorText(english, 'error-position', { given: 'xyz' }), errorText({}, 'error-position', { given: 'xyz' }));
  // The fallback is a message of the catalogue, not its id.
  assert.notEqual(errorText(english, 'error-position'), 'error-position');
});

test('a card is named with its article, in the case asked for', () => {
  speak('en');
  assert.equal(cardName('7H'), 'the seven of hearts');
  assert.equal(cardName({ rank: 1, suit: 'S' }), 'the ace of spades');
  assert.equal(cardName('tc'), 'the ten of clubs');
  speak('de');
  assert.equal(cardName('QH', 'nom'), 'die Herz-Dame');
  assert.notEqual(cardName('KC', 'dat'), cardName('KC', 'nom'));
  // A reason's card fields come in every case, and other fields as they are.
  speak('en');
  assert.equal(refusalText({ kind: 'cell-taken', holds: '9D' }), 'That free cell already holds the nine of diamonds.');
});

test('the solver\'s problems are worded by kind; one it does not know is a plain failure', () => {
  speak('en');
  assert.equal(solverErrorText({ problem: 'unheard-of' }), solverErrorText({}));
  assert.equal(solverErrorText(null), solverErrorText({ problem: 'failed' }));
  assert.match(solverErrorText({ problem: 'none-found', tries: 3 }), /3/);
});
