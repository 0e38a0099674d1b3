// One batched redraw per animation frame (render.js), with the slide of
// the cards that moved from where they were seen (anim.js).
import { render } from './render.js';
import { slideFrom } from './anim.js';

/**
 * Returns `redraw(before, queue)`: redraws on the next animation frame;
 * `before` (card rects, anim.js snapshot) makes moved cards slide; the
 * cards in `queue` (autoplay's, in order) slide one after another, once
 * the others have started.
 */
export function createRedraw(state, dom) {
  let frame = 0;
  let slides = null;
  let after = [];
  return function redraw(before, queue = []) {
    if (before) {
      slides ??= new Map();
      for (const [code, rect] of before) if (!slides.has(code)) slides.set(code, rect);
    }
    after.push(...queue);
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const size = state.layout.cardWidth;
      const piles = slides && new Map([...dom.cards].map(([code, el]) => [code, el.parentElement]));
      render(state, dom);
      // A new card size moves every card: only those the move took to
      // another pile slide, the others are simply drawn at their new size.
      if (slides && state.layout.cardWidth !== size) {
        for (const code of slides.keys()) if (dom.cards.get(code)?.parentElement === piles.get(code)) slides.delete(code);
      }
      if (slides) slideFrom(slides, dom.cards, after);
      slides = null;
      after = [];
    });
  };
}
