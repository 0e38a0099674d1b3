// Sizes the board to the window: measures the window, the bar and what is
// under the board, and puts the card size chosen for them (card-size.js)
// on the page as CSS variables.
import { sizeFor } from './card-size.js';

export { fanStep, showsMiddle } from './card-size.js';

// The card size's CSS variables: card width, card height, corner index size.
const SIZE_VARS = ['--cw', '--ch', '--index'];

/** Sets a CSS variable on `el`'s style only if it changes: a write restyles everything that inherits it. */
export function setVar(el, name, value) {
  if (el.style.getPropertyValue(name) !== value) el.style.setProperty(name, value);
}

/** Measures the window, the bar, and the message strip and dock under the board (on start and on resize). */
export function measure(state, dom) {
  const w = window.innerWidth;
  const was = state.layout.window;
  // In the same window the bar and what is under the board keep the most
  // room they have taken: a message of two lines and then one does not
  // move every card twice.
  const same = was && was.width === w && was.height === window.innerHeight;
  const under = (dom.dock?.offsetHeight ?? 0) + (dom.message?.offsetHeight ?? 0);
  state.layout.window = {
    width: w,
    height: window.innerHeight,
    header: Math.max(dom.bar.offsetHeight, same ? was.header : 0),
    // Under the board: the message strip and the coach's dock.
    footer: Math.max(under, same ? was.footer : 0),
    gap: Math.round(Math.min(16, Math.max(3, w * 0.01))),
  };
  // The Menu's panel hangs under the bar and scrolls within the rest (style.css).
  setVar(document.documentElement, '--bar-height', `${state.layout.window.header}px`);
  // A new window chooses the cards' size afresh. A bar or a dock that
  // takes more room in the same window does not: sizeFor keeps the cards
  // and tightens the cascades into the room left (the coach's panel
  // appearing mid-game must not move every card under the pointer).
  if (!same) state.layout.cardWidth = 0;
}

/**
 * Chooses the card size for the window, the game's piles (`shape`:
 * {cascades, cells, foundations}) and the longest cascade (card-size.js
 * sizeFor); writes the CSS variables on `board` (only the board's cards
 * and the dragged ones, which it holds, use them) when it changes.
 */
export function fit(state, board, longest, shape) {
  const game = state.history[0]?.pos;
  const size = sizeFor(state.layout, { longest, shape, large: state.settings.index === 'large', game });
  if (!size) return;
  const { index, gap, ...layout } = size;
  setVar(document.documentElement, '--gap', `${gap}px`);
  const vars = { '--cw': size.cardWidth, '--ch': size.cardHeight, '--index': index };
  for (const name of SIZE_VARS) setVar(board, name, `${vars[name]}px`);
  Object.assign(state.layout, layout);
}

/** Copies the card-size variables fit() writes on the board onto an element outside it that shows cards (the drag's ghost). */
export function sizeLike(board, el) {
  for (const name of SIZE_VARS) el.style.setProperty(name, board.style.getPropertyValue(name));
}
