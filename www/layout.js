// Sizes the board to the window: card size from the width and height
// available, and how far cascades fan so that the longest one fits.

const RATIO = 1.4;      // card height / width
const FAN = 0.25;       // overlap step, as a share of the card height, when there is room

/** Measures the window and writes the card size into CSS variables. */
export function measure(state, dom) {
  const w = window.innerWidth;
  const h = window.innerHeight;
  const gap = Math.round(Math.min(16, Math.max(3, w * 0.01)));
  const header = dom.bar.offsetHeight;
  const byWidth = (w - 9 * gap) / 8;
  // Room for the top row and a cascade of seven cards at the normal fan.
  const byHeight = (h - header - 3 * gap) / (RATIO * (2 + 6 * FAN));
  const cardWidth = Math.max(20, Math.floor(Math.min(byWidth, byHeight)));
  const cardHeight = Math.round(cardWidth * RATIO);
  const root = document.documentElement.style;
  root.setProperty('--gap', `${gap}px`);
  root.setProperty('--cw', `${cardWidth}px`);
  root.setProperty('--ch', `${cardHeight}px`);
  state.layout = {
    cardWidth,
    cardHeight,
    cascadeHeight: Math.max(cardHeight, h - header - cardHeight - 3 * gap),
  };
}

/** The fan step of a cascade of `n` cards, squeezed so the cascade fits. */
export function fanStep(layout, n) {
  const normal = layout.cardHeight * FAN;
  if (n < 2) return normal;
  return Math.max(0, Math.min(normal, (layout.cascadeHeight - layout.cardHeight) / (n - 1)));
}
