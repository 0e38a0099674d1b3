// Card faces, drawn with HTML and CSS only: a one-line corner index (rank
// and suit) that stays readable when the card is overlapped; in the middle
// a large suit for an ace, the pips of a printed card for two to ten, and a
// framed figure for jacks, queens and kings (figures.js).
import { figure } from './figures.js';

// U+FE0E asks for the text (not emoji) form of the suit symbols.
const SUITS = { C: '\u2663\uFE0E', D: '\u2666\uFE0E', H: '\u2665\uFE0E', S: '\u2660\uFE0E' };
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

// Where the pips of 2..10 sit in the middle of the card: a column (l, c or
// r: left, centre, right) and a row in twelfths down (0 top to 12 bottom),
// as on printed cards. style.css places each column and row; pips in the
// lower half are printed upside down.
const SIDES = (...rows) => rows.flatMap((row) => [['l', row], ['r', row]]);
const PIPS = {
  2: [['c', 0], ['c', 12]],
  3: [['c', 0], ['c', 6], ['c', 12]],
  4: SIDES(0, 12),
  5: [...SIDES(0, 12), ['c', 6]],
  6: SIDES(0, 6, 12),
  7: [...SIDES(0, 6, 12), ['c', 3]],
  8: [...SIDES(0, 6, 12), ['c', 3], ['c', 9]],
  9: [...SIDES(0, 4, 8, 12), ['c', 6]],
  10: [...SIDES(0, 4, 8, 12), ['c', 2], ['c', 10]],
};

/** A <span> with a class and text. */
function span(className, text = '') {
  const el = document.createElement('span');
  el.className = className;
  el.textContent = text;
  return el;
}

// Placed by class, not by a style of their own: cards whose pips share
// classes share their computed style, and the page's Content-Security-Policy
// allows no style attribute in markup anyway.
function pips(rank, suit) {
  const box = span('pips');
  for (const [column, row] of PIPS[rank]) box.append(span(`col-${column} row-${row}${row > 6 ? ' down' : ''}`, suit));
  return box;
}

/** A new element for a card as wasm's getCell describes it. */
export function cardElement(card) {
  const el = document.createElement('div');
  const face = card.rank > 10;
  el.className = `card ${card.colour} suit-${card.suit}${face ? ` face rank-${RANKS[card.rank]}` : ''}`;
  el.dataset.card = card.code;
  el.setAttribute('role', 'img');
  const rank = RANKS[card.rank];
  const suit = SUITS[card.suit];
  let middle = span('pip', suit);
  if (face) {
    middle = span('portrait');
    middle.append(figure(rank, card.suit));
  } else if (card.rank > 1) middle = pips(card.rank, suit);
  const index = span('index', `${rank}${suit}`);
  const centre = span('middle');
  centre.append(middle);
  const flip = span('index flip', `${rank}${suit}`);
  for (const part of [index, centre, flip]) part.setAttribute('aria-hidden', 'true');
  el.append(index, centre, flip);
  return el;
}

/** A card's corner index as text, e.g. '7♣' or '10♥', for messages that name it. */
export function cardLabel(card) {
  return `${RANKS[card.rank]}${SUITS[card.suit]}`;
}
