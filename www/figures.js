// The court cards' figures, drawn for this page in SVG, after the English
// pattern: a king, a queen and a jack seen to the chest, mirrored top and
// bottom across a slanting line, the card's suit beside the head. One
// drawing per rank serves all four suits: its robe is filled with
// currentColor, the card's suit colour (two- or four-colour decks alike),
// the rest with the pattern's gold, blue and skin. The drawings are symbols
// of one hidden sprite put in the page once; each court card shows them by
// <use>, so twelve cards cost four small elements each.

const NS = 'http://www.w3.org/2000/svg';
const LINE = 'stroke="#161616" stroke-width="1" stroke-linejoin="round"';
const SKIN = `fill="#f5d6b4" ${LINE}`;
const GOLD = `fill="#e0a526" ${LINE}`;
const BLUE = `fill="#2b4f9e" ${LINE}`;
const ROBE = `fill="currentColor" ${LINE}`;
const EYES = (x, y) => `<circle cx="${x - 3.3}" cy="${y}" r="1" fill="#161616"/><circle cx="${x + 3.3}" cy="${y}" r="1" fill="#161616"/>`;
/** An arm in the robe's colour from the shoulder to a hand at (x, y). */
const ARM = (from, x, y) => `<path d="M${from} 52L${x} ${y}" stroke="currentColor" stroke-width="6" stroke-linecap="round"/><circle cx="${x}" cy="${y}" r="3.6" ${SKIN}/>`;

// The upper half of each figure in a 114 x 100 box (drawn a little smaller,
// then enlarged from the top's centre so the head fills the frame), clipped
// above the line from (0, 56) to (114, 44): the same half turned about the
// box's centre fills the rest.
const KING = `
<path d="M90 62V8l2-4 2 4v54z" fill="#e6e6e6" ${LINE}/>
<path d="M85 39h14v3H85z" ${GOLD}/>
<path d="M12 62c2-16 16-23 38-24 22 1 36 8 38 24z" ${ROBE}/>
${ARM(78, 92, 46)}
<path d="M45 47h10l2 15H43z" ${BLUE}/>
<path d="M22 53q28 8 56 0" fill="none" stroke="#e0a526" stroke-width="2.5"/>
<path d="M30 43c10 6 30 6 40 0l-2-4c-10 4-26 4-36 0z" fill="#fff" ${LINE}/>
<circle cx="40" cy="44.5" r="1.2" fill="#161616"/><circle cx="50" cy="46" r="1.2" fill="#161616"/><circle cx="60" cy="44.5" r="1.2" fill="#161616"/>
<path d="M46 32h8v7h-8z" ${SKIN}/>
<path d="M40 20c0-10 20-10 20 0l1 10-4-4H43l-4 4z" fill="#7b4a21" ${LINE}/>
<ellipse cx="50" cy="24" rx="8.5" ry="10" ${SKIN}/>
${EYES(50, 22)}
<path d="M50 23l-1 3.5h2" fill="none" stroke="#161616" stroke-width="0.8"/>
<path d="M41.5 26c.5 12 16.5 12 17 0-3.5 5-13.5 5-17 0z" fill="#7b4a21" ${LINE}/>
<path d="M40 14l-1-12 6 5 5-6 5 6 6-5-1 12z" ${GOLD}/>
<circle cx="50" cy="10" r="1.8" fill="#b5102a"/>`;

const QUEEN = `
<path d="M20 62l2-42" stroke="#1d6b2f" stroke-width="1.6"/>
<path d="M21 40c-7-4-9-8-9-10 4 2 8 5 9 10z" fill="#1d6b2f"/>
<path d="M16 20c0-8 12-8 12 0l-3-4-3 5-3-5z" ${GOLD}/>
<path d="M40 22c-2-12 22-12 20 0l4 18-8-4H44l-8 4z" ${GOLD}/>
<path d="M14 62c2-15 16-22 38-23 22 1 34 8 36 23z" ${ROBE}/>
${ARM(32, 22, 45)}
<path d="M42 42h20l-4 20H46z" ${BLUE}/>
<circle cx="52" cy="50" r="2.5" ${GOLD}/>
<path d="M38 41q14 9 28 0l-2-3q-12 7-24 0z" fill="#fff" ${LINE}/>
<path d="M48 33h8v7h-8z" ${SKIN}/>
<ellipse cx="52" cy="25" rx="8" ry="9.5" ${SKIN}/>
${EYES(52, 23.5)}
<path d="M50 29.5q2 1.5 4 0" fill="none" stroke="#b5102a" stroke-width="1.2"/>
<path d="M43 16l-1-8 5 3 5-6 5 6 5-3-1 8z" ${GOLD}/>
<circle cx="42" cy="7.5" r="1.5" fill="#fff" ${LINE}/><circle cx="52" cy="4.5" r="1.5" fill="#fff" ${LINE}/><circle cx="62" cy="7.5" r="1.5" fill="#fff" ${LINE}/>`;

const JACK = `
<path d="M93 62V4" stroke="#7b4a21" stroke-width="2.5"/>
<path d="M93 10l11-2c2 6 0 12-11 14z" fill="#d8d8d8" ${LINE}/>
<path d="M91.5 10L93 1l1.5 9z" fill="#d8d8d8" ${LINE}/>
<path d="M14 62c2-15 16-22 37-23 21 1 35 8 37 23z" ${ROBE}/>
${ARM(78, 93, 46)}
<path d="M36 45l-2 17M66 45l2 17M51 50v12" stroke="#e0a526" stroke-width="3"/>
<path d="M34 41l17 9 17-9-3-3-14 7-14-7z" fill="#fff" ${LINE}/>
<path d="M47 33h8v7h-8z" ${SKIN}/>
<circle cx="41" cy="31" r="4" ${GOLD}/><circle cx="39.5" cy="25" r="4" ${GOLD}/>
<circle cx="61" cy="31" r="4" ${GOLD}/><circle cx="62.5" cy="25" r="4" ${GOLD}/>
<ellipse cx="51" cy="25" rx="8" ry="9.5" ${SKIN}/>
${EYES(51, 24)}
<path d="M47.5 29q3.5-1.5 7 0" fill="none" stroke="#7b4a21" stroke-width="1.3"/>
<path d="M60 12c10-10 20-8 24-6-8 0-16 4-22 9z" ${ROBE}/>
<path d="M36 19c0-11 28-11 32 0z" ${BLUE}/>
<path d="M37 16h30v3H37z" ${GOLD}/>`;

// The suits in a 20 x 20 box.
const SUIT_PATHS = {
  H: '<path d="M10 18C4 13 1 10 1 6.5 1 3.5 3.5 1.5 6 1.5c2 0 3.3 1.3 4 2.5.7-1.2 2-2.5 4-2.5 2.5 0 5 2 5 5 0 3.5-3 6.5-9 11.5z"/>',
  D: '<path d="M10 1l7 9-7 9-7-9z"/>',
  S: '<path d="M10 1C7 6 1 9 1 12.5 1 15 3 16.5 5.2 16.5c1.8 0 3.2-1 4-2.3-.2 1.8-1 3.6-2.7 4.8h7c-1.7-1.2-2.5-3-2.7-4.8.8 1.3 2.2 2.3 4 2.3 2.2 0 4.2-1.5 4.2-4C19 9 13 6 10 1z"/>',
  C: '<circle cx="10" cy="5.5" r="4.3"/><circle cx="5" cy="11.5" r="4.3"/><circle cx="15" cy="11.5" r="4.3"/><path d="M9 11h2l1.5 8h-5z"/>',
};

/** Where each figure's suit stands in its half: clear of the head and of what the figure holds. */
const SUIT_AT = { J: [4, 4], Q: [94, 4], K: [4, 4] };

const SPRITE = `<defs><clipPath id="fig-half"><path d="M0 0h114v44L0 56z"/></clipPath></defs>
<symbol id="fig-K" viewBox="0 0 114 100"><g clip-path="url(#fig-half)"><g transform="translate(57 -3) scale(1.12) translate(-57 0)">${KING}</g></g></symbol>
<symbol id="fig-Q" viewBox="0 0 114 100"><g clip-path="url(#fig-half)"><g transform="translate(57 -3) scale(1.12) translate(-57 0)">${QUEEN}</g></g></symbol>
<symbol id="fig-J" viewBox="0 0 114 100"><g clip-path="url(#fig-half)"><g transform="translate(57 -3) scale(1.12) translate(-57 0)">${JACK}</g></g></symbol>
${Object.entries(SUIT_PATHS).map(([s, d]) => `<symbol id="fig-suit-${s}" viewBox="0 0 20 20"><g fill="currentColor">${d}</g></symbol>`).join('\n')}`;

let spriteIn = null;

/** Puts the sprite in `doc` once (hidden, taking no room). */
function ensureSprite(doc) {
  if (spriteIn === doc) return;
  const svg = doc.createElementNS(NS, 'svg');
  svg.setAttribute('class', 'figure-sprite');
  svg.setAttribute('aria-hidden', 'true');
  svg.innerHTML = SPRITE;
  doc.body.prepend(svg);
  spriteIn = doc;
}

/** A <use> of the sprite's symbol `id`, at (x, y) and `size` when given. */
function use(doc, id, [x, y] = [0, 0], size = null) {
  const el = doc.createElementNS(NS, 'use');
  el.setAttribute('href', `#${id}`);
  if (size) {
    for (const [name, value] of [['x', x], ['y', y], ['width', size], ['height', size]]) el.setAttribute(name, String(value));
  }
  return el;
}

/** The picture of a court card: `rank` J, Q or K, `suit` C, D, H or S. */
export function figure(rank, suit, doc = document) {
  ensureSprite(doc);
  const svg = doc.createElementNS(NS, 'svg');
  svg.setAttribute('class', 'figure');
  svg.setAttribute('viewBox', '0 0 114 100');
  const half = () => {
    const g = doc.createElementNS(NS, 'g');
    g.append(use(doc, `fig-${rank}`), use(doc, `fig-suit-${suit}`, SUIT_AT[rank], 16));
    return g;
  };
  const turned = half();
  turned.setAttribute('transform', 'rotate(180 57 50)');
  const line = doc.createElementNS(NS, 'path');
  line.setAttribute('d', 'M0 56L114 44');
  line.setAttribute('stroke', 'currentColor');
  line.setAttribute('stroke-width', '1.5');
  svg.append(half(), turned, line);
  return svg;
}
