// Card faces, drawn with HTML and CSS only: a one-line corner index (rank
// and suit) that stays readable when the card is overlapped; in the middle
// a large suit for an ace, the pips of a printed card for two to ten, and a
// framed portrait panel for jacks, queens and kings.

// U+FE0E asks for the text (not emoji) form of the suit symbols.
const SUITS = { C: '\u2663\uFE0E', D: '\u2666\uFE0E', H: '\u2665\uFE0E', S: '\u2660\uFE0E' };
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

// Where the pips of 2..10 sit in the middle of the card: x across (0.22,
// 0.5 or 0.78) and y down (0 top to 1 bottom), as on printed cards. Pips in
// the lower half are printed upside down.
const SIDES = (...ys) => ys.flatMap((y) => [[0.22, y], [0.78, y]]);
const PIPS = {
  2: [[0.5, 0], [0.5, 1]],
  3: [[0.5, 0], [0.5, 0.5], [0.5, 1]],
  4: SIDES(0, 1),
  5: [...SIDES(0, 1), [0.5, 0.5]],
  6: SIDES(0, 0.5, 1),
  7: [...SIDES(0, 0.5, 1), [0.5, 0.25]],
  8: [...SIDES(0, 0.5, 1), [0.5, 0.25], [0.5, 0.75]],
  9: [...SIDES(0, 1 / 3, 2 / 3, 1), [0.5, 0.5]],
  10: [...SIDES(0, 1 / 3, 2 / 3, 1), [0.5, 1 / 6], [0.5, 5 / 6]],
};

/** A <span> with a class and text. */
function span(className, text = '') {
  const el = document.createElement('span');
  el.className = className;
  el.textContent = text;
  return el;
}

// Built node by node, the pips' places set through the CSSOM: the page's
// Content-Security-Policy allows no style attribute in markup.
function pips(rank, suit) {
  const box = span('pips');
  for (const [x, y] of PIPS[rank]) {
    const pip = span(y > 0.5 ? 'down' : '', suit);
    pip.style.setProperty('--x', x);
    pip.style.setProperty('--y', y.toFixed(3));
    box.append(pip);
  }
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
    middle.append(span('letter', rank), span('suit', suit));
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
