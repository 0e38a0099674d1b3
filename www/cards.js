// Card faces, drawn with HTML and CSS only: a one-line corner index (rank
// and suit) that stays readable when the card is overlapped, a large suit
// in the middle, and a framed portrait panel for jacks, queens and kings.

// U+FE0E asks for the text (not emoji) form of the suit symbols.
const SUITS = { C: '\u2663\uFE0E', D: '\u2666\uFE0E', H: '\u2665\uFE0E', S: '\u2660\uFE0E' };
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A new element for a card as wasm's getCell describes it. */
export function cardElement(card) {
  const el = document.createElement('div');
  const face = card.rank > 10;
  el.className = `card ${card.colour}${face ? ` face rank-${RANKS[card.rank]}` : ''}`;
  el.dataset.card = card.code;
  el.setAttribute('role', 'img');
  const rank = RANKS[card.rank];
  const suit = SUITS[card.suit];
  const middle = face
    ? `<span class="portrait"><span class="letter">${rank}</span><span class="suit">${suit}</span></span>`
    : `<span class="pip">${suit}</span>`;
  el.innerHTML = `<span class="index" aria-hidden="true">${rank}${suit}</span>`
    + `<span class="middle" aria-hidden="true">${middle}</span>`
    + `<span class="index flip" aria-hidden="true">${rank}${suit}</span>`;
  return el;
}
