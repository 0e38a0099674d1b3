// Short slide animations with the Web Animations API (FLIP: the element is
// already in its new place; it is shown moving there from where it was).
// At the normal speed every animation is under 250 ms (cards autoplay sends
// home start one after another, all within 560 ms); the player's speed
// setting scales them, and none runs when it is off or when the system
// asks for reduced motion. The same speed paces the deal (its cards slide
// from where they were), Watch solution's steps, autoplay and Solve.

const DURATION = 180;
const STAGGER = 70;      // ms between two cards autoplay sends home...
const STAGGER_ALL = 560; // ...shortened so that the last one starts within this
const SOLVE_PAUSE = 260; // ms between two moves Solve plays
const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
let speed = 1;           // the setting: 0 (off), 0.5 (fast), 1, 1.6 (slow)

/** Sets the slides' length as a share of the normal (0: no slides). */
export function setSpeed(factor) {
  speed = factor;
}

/** Whether nothing slides: the system asks for reduced motion, or the player turned animation off. */
export const reducedMotion = () => reduce.matches || speed === 0;

/** The pause between two moves Solve plays, in ms: its normal 260 scaled by the speed, 40 when nothing slides. */
export const solvePause = () => (reducedMotion() ? 40 : Math.round(SOLVE_PAUSE * speed));

/** The time between two of `count` cards autoplay sends home, in ms. */
const queueStep = (count) => speed * Math.min(STAGGER, STAGGER_ALL / Math.max(1, count));

/**
 * When each of `count` cards autoplay sends home lands, in ms from the
 * redraw that starts their slides (sound.js chimes then); null when
 * nothing slides.
 */
export function landings(count) {
  if (reducedMotion()) return null;
  const step = queueStep(count);
  return Array.from({ length: count }, (_, k) => Math.round((k + 1) * step + DURATION * speed));
}

/** Where each card element is now, by code. */
export function snapshot(cardEls) {
  const rects = new Map();
  for (const [code, el] of cardEls) if (el.isConnected) rects.set(code, el.getBoundingClientRect());
  return rects;
}

/**
 * Slides every card whose place changed from its old rectangle to its new
 * one; the cards of `queue` (in that order) start one after another, after
 * the others, each held at its old place until its turn.
 */
export function slideFrom(before, cardEls, queue = []) {
  if (reducedMotion()) return;
  const step = queueStep(queue.length);
  const delays = new Map(queue.map((code, k) => [code, Math.round((k + 1) * step)]));
  // Every place is read first, then every slide started: a read after a
  // write would lay the page out again, once for each card that moves.
  const moves = [];
  for (const [code, old] of before) {
    const el = cardEls.get(code);
    if (!el?.isConnected) continue;
    const now = el.getBoundingClientRect();
    const dx = old.left - now.left;
    const dy = old.top - now.top;
    if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) moves.push({ code, el, dx, dy });
  }
  for (const { code, el, dx, dy } of moves) {
    el.classList.add('moving');
    const a = el.animate(
      [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }],
      { duration: DURATION * speed, delay: delays.get(code) ?? 0, fill: 'backwards', easing: 'cubic-bezier(.2,.7,.3,1)' },
    );
    a.onfinish = a.oncancel = () => el.classList.remove('moving');
  }
}

/** Slides an element by (dx, dy) back to its place, then calls done. */
export function glideBack(el, dx, dy, done) {
  if (reducedMotion() || (Math.abs(dx) < 1 && Math.abs(dy) < 1)) {
    done();
    return;
  }
  const a = el.animate(
    [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }],
    { duration: DURATION * speed, easing: 'cubic-bezier(.3,.6,.3,1)' },
  );
  a.onfinish = a.oncancel = done;
}
