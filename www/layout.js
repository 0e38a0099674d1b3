// Sizes the board to the window: the card size from the width and height
// available, and how far each cascade fans. Cascades first squeeze down to
// the height of the corner index; only if the longest cascade still does not
// fit do all cards get smaller, so that nothing leaves the screen.

const RATIO = 1.4;      // card height / width
const FAN = 0.25;       // overlap step, as a share of the card height, when there is room
const TALL_FAN = 0.36;  // the widest overlap step, on screens with height to spare
const INDEX = 0.27;     // corner index font size, as a share of the card width...
const MIN_INDEX = 12;   // ...and its least size, in px
const LARGE_INDEX = 0.36; // the same with the large indexes setting
const MIN_LARGE_INDEX = 16;

/** Measures the window and the bar (on start and on resize). */
export function measure(state, dom) {
  const w = window.innerWidth;
  const was = state.layout.window;
  state.layout.window = {
    width: w,
    height: window.innerHeight,
    header: dom.bar.offsetHeight,
    gap: Math.round(Math.min(16, Math.max(3, w * 0.01))),
  };
  const now = state.layout.window;
  if (!was || now.width !== was.width || now.height !== was.height || now.header !== was.header) state.layout.cardWidth = 0;
}

/** Chooses the card size for the window and the longest cascade; writes the CSS variables when it changes. */
export function fit(state, longest) {
  const { width, height, header, gap } = state.layout.window;
  const large = state.settings.index === 'large';
  const share = large ? LARGE_INDEX : INDEX;
  const least = large ? MIN_LARGE_INDEX : MIN_INDEX;
  const room = height - header - 3 * gap;
  const byWidth = (width - 9 * gap) / 8;
  // The top row plus a cascade of seven cards at the normal fan...
  const byHeight = room / (RATIO * (2 + 6 * FAN));
  // ...and the longest cascade with its corner indexes showing.
  const byLongest = room / (2 * RATIO + (longest - 1) * share * 0.95);
  let cardWidth = Math.max(20, Math.floor(Math.min(byWidth, byHeight, byLongest)));
  if (cardWidth * share < least) cardWidth = Math.max(20, Math.floor(Math.min(byWidth, byHeight)));
  if (cardWidth === state.layout.cardWidth) return;
  const cardHeight = Math.round(cardWidth * RATIO);
  const index = Math.max(least, Math.round(cardWidth * share));
  const root = document.documentElement.style;
  root.setProperty('--gap', `${gap}px`);
  root.setProperty('--cw', `${cardWidth}px`);
  root.setProperty('--ch', `${cardHeight}px`);
  root.setProperty('--index', `${index}px`);
  Object.assign(state.layout, {
    cardWidth,
    cardHeight,
    // Tall, narrow screens (a phone upright) have height to spare: a wider
    // fan there shows more of each card and gives fingers more to tap,
    // while a cascade of about twelve cards still fits without squeezing.
    fan: Math.max(cardHeight * FAN, index * 1.25, Math.min(cardHeight * TALL_FAN, (room - 2 * cardHeight) / 12)),
    cascadeHeight: Math.max(cardHeight, room - cardHeight),
  });
}

/** The fan step of a cascade of `n` cards, squeezed so the cascade fits. */
export function fanStep(layout, n) {
  if (n < 2) return layout.fan;
  return Math.max(0, Math.min(layout.fan, (layout.cascadeHeight - layout.cardHeight) / (n - 1)));
}
