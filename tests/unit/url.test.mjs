// The game in the address (www/url.js): each kind of link is read back as
// the game it names, the page's own addresses are read back as they were
// written, and a link whose deal, game or position the rules refuse is
// refused with its reason (as main.js opens it: wasm through game.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadRules, speak } from './support.mjs';
import { readAddress, addressOf } from '../../www/url.js';
import { describe } from '../../www/sources.js';
import { errorText } from '../../www/words.js';

loadRules();
speak('en');

const BASE = 'https://example.org/freecell/index.html';

/** What the page reads from an address. */
const read = (href) => {
  const url = new URL(href, BASE);
  return readAddress({ search: url.search, hash: url.hash });
};

/** Why the page refuses the game an address names, as it says it (or null when it opens it). */
function refusalOf(href) {
  const want = read(href);
  try {
    describe(want.deal !== undefined ? want : { position: want.position });
    return null;
  } catch (e) {
    return errorText(e, want.position !== undefined ? 'error-position' : 'error-refused');
  }
}

test('a deal, a game\'s deal and a number of free cells are read as the game they name', () => {
  assert.deepEqual(read('?deal=617'), { deal: 617, game: 'freecell' });
  assert.deepEqual(read('#deal=617'), { deal: 617, game: 'freecell' });
  assert.deepEqual(read('?game=seahaven&deal=617'), { deal: 617, game: 'seahaven' });
  assert.deepEqual(read('?deal=617&cells=2'), { deal: 617, game: 'freecell', cells: 2 });
  assert.deepEqual(read('?deal= 617 '), { deal: 617, game: 'freecell' });
  assert.deepEqual(read('?game=seahaven'), { game: 'seahaven' });
  assert.deepEqual(read('?game=seahaven&cells=2'), { game: 'seahaven', cells: 2 });
  assert.deepEqual(read(''), {});
  assert.deepEqual(read('?blank'), {});
});

test('a link\'s moves come with its game; the fragment wins over the query', () => {
  assert.deepEqual(read('?deal=1&moves=3a,1h,36/4'), { deal: 1, game: 'freecell', moves: '3a,1h,36/4' });
  // An edited fragment (a hashchange) names the game now wanted.
  assert.deepEqual(read('?deal=1#deal=2'), { deal: 2, game: 'freecell' });
  assert.deepEqual(read('?deal=1&moves=3a#deal=2&moves=1h'), { deal: 2, game: 'freecell', moves: '1h' });
  // A position in the fragment wins over a deal in the query.
  assert.deepEqual(read('?deal=1#position=a/b'), { position: 'a/b' });
});

test('a daily deal is read with its date (today\'s when none), its game and cells, and no moves', () => {
  assert.deepEqual(read('?daily'), { daily: '', game: 'freecell' });
  assert.deepEqual(read('?daily=2026-11-28&game=seahaven'), { daily: '2026-11-28', game: 'seahaven' });
  assert.deepEqual(read('?daily=2026-11-28&cells=3&moves=3a'), { daily: '2026-11-28', game: 'freecell', cells: 3 });
});

test('what is not a number is kept as written, and the rules refuse it with their reason', () => {
  assert.deepEqual(read('?deal=abc'), { deal: 'abc', game: 'freecell' });
  assert.equal(refusalOf('?deal=abc'), "a deal number must be a whole number, not 'abc'");
  assert.equal(refusalOf('?deal=1.5'), "a deal number must be a whole number, not '1.5'");
  assert.match(refusalOf('?deal=0'), /^deal numbers go from 1 to \d+, so 0 is not one$/);
  assert.match(refusalOf('?deal=-3'), /so -3 is not one$/);
  assert.match(refusalOf('?deal=1&game=nope'), /^there is no game called 'nope'/);
  assert.equal(refusalOf('?deal=5&cells=9'), 'a game has 0 to 8 free cells, not 9');
  assert.equal(refusalOf('?deal=5&cells=two'), "a number of free cells must be a whole number, not 'two'");
  assert.match(refusalOf('?position=xyz'), /^a position has 16 piles separated by '\/'/);
  assert.equal(refusalOf('?deal=617'), null);
  assert.equal(refusalOf('?game=seahaven&deal=617'), null);
});

test('the address the page writes for a game is read back as that game', () => {
  const freecell = describe({ deal: 617 });
  const href = addressOf({ deal: 617, rules: { id: 'freecell', game: 'freecell', cells: 4 } }, `${BASE}?deal=1#deal=1`);
  assert.equal(href, `${BASE}?deal=617`);
  assert.deepEqual(read(href), { deal: 617, game: 'freecell' });
  const seahaven = addressOf({ deal: 9, rules: { id: 'seahaven', game: 'seahaven', cells: 4 } }, BASE);
  assert.deepEqual(read(seahaven), { deal: 9, game: 'seahaven' });
  const twoCells = addressOf({ deal: 9, rules: { id: 'freecell,cells=2', game: 'freecell', cells: 2 } }, BASE);
  assert.deepEqual(read(twoCells), { deal: 9, game: 'freecell', cells: 2 });
  // A daily deal by its date; with moves, by its deal number (the moves are its deal's).
  const daily = addressOf({ deal: 9, daily: '2026-11-28', rules: { id: 'freecell', game: 'freecell', cells: 4 } }, BASE);
  assert.deepEqual(read(daily), { daily: '2026-11-28', game: 'freecell' });
  const dailyMoves = addressOf({ deal: 9, daily: '2026-11-28', rules: { id: 'freecell', game: 'freecell', cells: 4 }, moves: ['3a', '1h'] }, BASE);
  assert.deepEqual(read(dailyMoves), { deal: 9, game: 'freecell', moves: '3a,1h' });
  // A position, with its slashes kept readable and its moves, is the same position.
  const position = addressOf({ deal: null, position: freecell.start, moves: ['36/4', '1h'] }, BASE);
  assert.match(position, /\?position=[^&]*\/[^&]*&moves=36\/4,1h$/);
  assert.deepEqual(read(position), { position: freecell.start, moves: '36/4,1h' });
  assert.equal(describe(read(position)).identity, `freecell/4/position/${freecell.start}`);
});
