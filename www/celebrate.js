// The win's celebration: the cards leave the foundations one by one, the
// kings first, and bounce across the felt, each leaving a trail of itself,
// as the cards of Windows' Solitaire do. They are drawn on a canvas laid
// over the page for a few seconds; then (or at the first press or key,
// which does nothing else) the win dialog is shown. Skipped under reduced
// motion or with the Animation setting off (anim.js). It only draws: the
// board and the saved game stay as they are, and the foundations show
// their cards again when it ends.
import { reducedMotion } from './anim.js';
import { listen } from './events.js';
import { pileKind } from './piles.js';

const WAIT = 350;     // ms before the first card leaves (the last slides land)
const SPAN = 1900;    // ms over which all the cards leave
const LENGTH = 3000;  // ms the celebration lasts at most
const GRAVITY = 2.4;  // the fall's acceleration, in screen heights per s²
const BOUNCE = 0.75;  // the share of its speed a card keeps at each bounce
const STAMP = 6;      // px between two stamps of a card's trail, at most
const RANKS = { T: '10' };
const SUITS = { C: '\u2663', D: '\u2666', H: '\u2665', S: '\u2660' };

/** A card's picture, drawn once on its own canvas at the screen's resolution, in the colours the page gives it. */
function picture(el, w, h, ratio) {
  const code = el.dataset.card;
  const rank = RANKS[code[0]] ?? code[0];
  const suit = SUITS[code[1]];
  const style = getComputedStyle(el);
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(w * ratio);
  canvas.height = Math.ceil(h * ratio);
  const g = canvas.getContext('2d');
  g.scale(ratio, ratio);
  const r = w * 0.07;
  g.beginPath();
  if (g.roundRect) g.roundRect(0.5, 0.5, w - 1, h - 1, r);
  else g.rect(0.5, 0.5, w - 1, h - 1);
  g.fillStyle = style.backgroundColor;
  g.fill();
  g.lineWidth = 1;
  g.strokeStyle = style.borderTopColor;
  g.stroke();
  g.fillStyle = style.color;
  g.textBaseline = 'top';
  g.font = `700 ${Math.round(h * 0.15)}px ${style.fontFamily}`;
  g.fillText(`${rank}${suit}`, w * 0.07, h * 0.04);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  if (/[JQK]/.test(rank)) {
    // A framed panel with the letter, as the court cards' portraits are framed.
    g.strokeStyle = style.color;
    g.strokeRect(w * 0.18, h * 0.24, w * 0.64, h * 0.62);
    g.font = `700 ${Math.round(h * 0.3)}px Georgia, "DejaVu Serif", serif`;
    g.fillText(rank, w / 2, h * 0.46);
    g.font = `700 ${Math.round(h * 0.17)}px ${style.fontFamily}`;
    g.fillText(suit, w / 2, h * 0.72);
  } else {
    g.font = `${Math.round(w * 0.62)}px ${style.fontFamily}`;
    g.fillText(suit, w / 2, h * 0.58);
  }
  return canvas;
}

/** The foundations' cards in the order they leave: the top card of each foundation in turn, kings first. */
function leaving(dom) {
  const piles = [...dom.piles].filter(([id]) => pileKind(id) === 'foundation').map(([, el]) => el);
  const stacks = piles.map((el) => [...el.querySelectorAll('[data-card]')]);
  const order = [];
  for (let depth = 1; order.length < stacks.flat().length; depth += 1) {
    stacks.forEach((cards, f) => {
      const k = cards.length - depth;
      if (k >= 0) order.push({ el: cards[k], pile: piles[f], below: cards[k - 1] ?? null, top: depth === 1 });
    });
  }
  return order;
}

export function createCelebration(state, dom) {
  /** The celebration running: its canvas, its cards, its unbinds; null when none runs. */
  let run = null;

  /** Ends the celebration: the canvas goes, the foundations show again, and `done` runs if `show`. */
  function end(show) {
    if (!run) return;
    const { canvas, unbinds, done, frame, timer } = run;
    run = null;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    unbinds.forEach((unbind) => unbind());
    canvas.remove();
    dom.boardEl.classList.remove('celebrating');
    if (show) done();
  }

  /**
   * A press or a key cuts the celebration short and shows the dialog; it
   * does nothing else (U does not undo the win). Its release lands on the
   * dialog, which a press or key only begun elsewhere does not activate.
   */
  function cut(e) {
    e.preventDefault();
    e.stopPropagation();
    end(true);
  }

  /** The cards in flight move on to `now` (ms), stamping their trail; new ones leave on time. */
  function tick(now) {
    const r = run;
    r.frame = requestAnimationFrame(tick);
    // The game changed under it (another tab, an undo through the API): it stops, with no dialog.
    if (!state.won || state.identity !== r.identity) {
      end(false);
      return;
    }
    const t = now - r.start;
    const dt = Math.min(0.05, (now - (r.last ?? now)) / 1000);
    r.last = now;
    const { g, width, height } = r;
    while (r.next < r.cards.length && t >= WAIT + r.next * r.gap) {
      if (r.next === 0) {
        // The foundations' cards are drawn here from now on, and leave one by one.
        for (const top of r.cards.filter((c) => c.top)) g.drawImage(top.image, top.x, top.y, r.w, r.h);
        dom.boardEl.classList.add('celebrating');
      }
      const card = r.cards[r.next];
      // The card under it shows on the foundation it leaves.
      if (card.below) g.drawImage(card.belowImage, card.x, card.y, r.w, r.h);
      g.drawImage(card.image, card.x, card.y, r.w, r.h);
      r.flying.push(card);
      r.next += 1;
    }
    const fall = GRAVITY * height;
    for (const card of r.flying) {
      const steps = Math.min(10, Math.max(1, Math.ceil(Math.hypot(card.vx, card.vy) * dt / STAMP)));
      for (let s = 0; s < steps; s += 1) {
        const h = dt / steps;
        card.vy += fall * h;
        card.x += card.vx * h;
        card.y += card.vy * h;
        if (card.y + r.h > height) {
          card.y = height - r.h;
          card.vy = -card.vy * BOUNCE;
        }
        g.drawImage(card.image, card.x, card.y, r.w, r.h);
      }
    }
    r.flying = r.flying.filter((card) => card.x + r.w > 0 && card.x < width);
    if (r.next === r.cards.length && r.flying.length === 0) end(true);
  }

  /**
   * Celebrates the win shown, then calls `done` (which shows the dialog);
   * calls it at once when nothing may move. A second call while one runs
   * is ignored.
   */
  function start(done) {
    if (run) return;
    const order = leaving(dom);
    if (reducedMotion() || order.length === 0) {
      done();
      return;
    }
    const width = window.innerWidth;
    const height = window.innerHeight;
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    const canvas = document.createElement('canvas');
    canvas.id = 'celebration';
    canvas.className = 'celebration';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    const g = canvas.getContext('2d');
    g.scale(ratio, ratio);
    const w = order[0].el.offsetWidth;
    const h = order[0].el.offsetHeight;
    const images = new Map(order.map(({ el }) => [el, picture(el, w, h, ratio)]));
    const cards = order.map(({ el, pile, below, top }) => {
      // Where the foundation's top card lies (the pile's box, inside its border), not where a slide shows it now.
      const box = pile.getBoundingClientRect();
      const side = Math.random() < 0.5 ? -1 : 1;
      return {
        image: images.get(el),
        top,
        below,
        belowImage: below && images.get(below),
        x: box.left + pile.clientLeft,
        y: box.top + pile.clientTop,
        // Across a wide screen in two to four seconds; as fast on a narrow one, where it bounces less.
        vx: side * Math.max(width, 800) * (0.22 + Math.random() * 0.3),
        vy: -height * Math.random() * 0.9,
      };
    });
    document.body.append(canvas);
    run = {
      canvas, g, width, height, w, h, cards, done,
      identity: state.identity,
      gap: SPAN / cards.length,
      next: 0,
      flying: [],
      start: performance.now(),
      last: null,
      frame: 0,
      timer: setTimeout(() => end(true), LENGTH),
      unbinds: [
        listen(window, 'pointerdown', cut, { capture: true }),
        listen(window, 'keydown', cut, { capture: true }),
      ],
    };
    run.frame = requestAnimationFrame(tick);
  }

  return { start, running: () => run !== null };
}
