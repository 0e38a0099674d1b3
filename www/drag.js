// Dragging with Pointer Events (mouse, touch and pen alike): start on a
// press, begin a drag past a small distance, move a ghost copy of the picked
// cards under the pointer (positioned once per animation frame), and on
// release move through the controller or glide back. A press that never
// travels is a click, handed to `onClick` with the time it was made (the
// event's, not the moment it is handled: a busy page must not turn a
// double-click into two clicks).
import { cardsOf } from './game.js';
import { movableCount, targetsFor } from './targets.js';
import { glideBack, snapshot } from './anim.js';
import { sizeLike } from './layout.js';
import { pileKind, piles } from './piles.js';
import { sound } from './sound-hook.js';
import { t } from './i18n.js';

const THRESHOLD = { mouse: 4, pen: 4, touch: 8 };

function overlap(a, b) {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

export function createDrag(state, dom, ctl, onClick) {
  /** The press in progress: where it started and, once dragging, the ghost. */
  let press = null;
  let frame = 0;

  function start(e) {
    if (press || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const pileEl = e.target.closest('[data-pile]');
    if (!pileEl || ctl.watching()) return;
    const from = pileEl.dataset.pile;
    const cardEl = e.target.closest('[data-card]');
    const index = cardEl ? cardsOf(state, from).findIndex((c) => c.code === cardEl.dataset.card) : -1;
    press = { id: e.pointerId, type: e.pointerType, from, index, x0: e.clientX, y0: e.clientY, x: e.clientX, y: e.clientY, ghost: null };
    if (e.pointerType !== 'mouse') e.preventDefault();
  }

  function liftable() {
    const count = cardsOf(state, press.from).length - press.index;
    return press.index >= 0 && pileKind(press.from) !== 'foundation' && count <= movableCount(state, press.from);
  }

  function begin() {
    const cards = cardsOf(state, press.from).slice(press.index);
    const els = cards.map((c) => dom.cards.get(c.code));
    // Every place is read now, before the ghost changes the page: where
    // the piles are, so that moving reads no layout, and where every card
    // is, for the slide after the drop, so that dropping reads none either.
    const before = snapshot(dom.cards);
    const rects = pileRects();
    const origin = before.get(cards[0].code);
    const ghost = document.createElement('div');
    // Lifted from a cascade whose covered cards show their middles, the ghost's do too.
    ghost.className = els[0].parentElement?.classList.contains('open') ? 'ghost open' : 'ghost';
    ghost.setAttribute('aria-hidden', 'true');
    ghost.style.left = `${origin.left}px`;
    ghost.style.top = `${origin.top}px`;
    for (const [k, el] of els.entries()) {
      const r = before.get(cards[k].code);
      const copy = el.cloneNode(true);
      copy.classList.remove('selected', 'moving', 'hint', 'lifted');
      copy.style.left = `${r.left - origin.left}px`;
      copy.style.top = `${r.top - origin.top}px`;
      ghost.append(copy);
    }
    sizeLike(dom.boardEl, ghost);
    document.body.append(ghost);
    press.before = before;
    press.ghost = ghost;
    press.codes = cards.map((c) => c.code);
    press.origin = origin;
    press.rects = rects;
    press.count = cards.length;
    state.selected = null;
    state.drag = { from: press.from, index: press.index, count: press.count };
    state.targets = targetsFor(state, press.from, press.count, true);
    sound.pick();
    ctl.redraw();
  }

  /**
   * Where the piles are, read once a layout, so that moving reads none: at
   * the drag's start, and again after the window changed size under it.
   */
  function pileRects() {
    return new Map(piles().all.map((id) => {
      const r = dom.piles.get(id).getBoundingClientRect();
      const bottom = pileKind(id) === 'cascade' ? window.innerHeight : r.bottom;
      return [id, { left: r.left, right: r.right, top: r.top, bottom }];
    }));
  }

  /** The pile the lead card is over most: a legal one if any is touched. */
  function hovered() {
    const dx = press.x - press.x0;
    const dy = press.y - press.y0;
    const o = press.origin;
    const lead = { left: o.left + dx, right: o.right + dx, top: o.top + dy, bottom: o.bottom + dy };
    let best = null;
    let bestArea = 0;
    let legal = null;
    let legalArea = 0;
    press.rects ??= pileRects();
    for (const [id, r] of press.rects) {
      const area = overlap(lead, r);
      if (area > bestArea) { best = id; bestArea = area; }
      if (area > legalArea && state.targets.has(id)) { legal = id; legalArea = area; }
    }
    return legal ?? best;
  }

  function paint() {
    frame = 0;
    if (!press?.ghost) return;
    press.ghost.style.transform = `translate(${press.x - press.x0}px, ${press.y - press.y0}px)`;
    const over = hovered();
    if (over !== press.over) {
      if (press.over) dom.piles.get(press.over).classList.remove('over');
      if (over && state.targets.has(over)) dom.piles.get(over).classList.add('over');
      press.over = over;
    }
  }

  function move(e) {
    if (!press || e.pointerId !== press.id) return;
    press.x = e.clientX;
    press.y = e.clientY;
    if (!press.ghost) {
      if (press.refused || Math.hypot(press.x - press.x0, press.y - press.y0) < (THRESHOLD[press.type] ?? 4)) return;
      if (!liftable()) {
        press.refused = true;
        return;
      }
      begin();
    }
    if (!frame) frame = requestAnimationFrame(paint);
  }

  /** Ends drag `p`'s hover marks and targets (`press` may already be cleared). */
  function finishDrag(p) {
    cancelAnimationFrame(frame);
    frame = 0;
    if (p.over) dom.piles.get(p.over)?.classList.remove('over');
    state.drag = null;
    state.targets = new Set();
  }

  function end(e) {
    if (!press || e.pointerId !== press.id) return;
    const p = press;
    if (!p.ghost) {
      press = null;
      if (p.refused) ctl.pick(p.from, p.index); // says why these cards cannot be picked up
      else onClick(p.from, p.index, e.timeStamp);
      return;
    }
    p.x = e.clientX;
    p.y = e.clientY;
    const to = hovered();
    // Read before finishDrag() clears the targets.
    const legal = Boolean(to) && to !== p.from && state.targets.has(to);
    finishDrag(p);
    press = null;
    if (legal) {
      // Every card from where it was seen as the drag began (autoplay may
      // move others too), the dragged ones from where the ghost took them.
      // (After a resize the places are read again: the layout moved.)
      const before = new Map(p.before ?? snapshot(dom.cards));
      const dx = p.x - p.x0;
      const dy = p.y - p.y0;
      for (const code of p.codes) {
        const r = before.get(code);
        before.set(code, new DOMRect(r.x + dx, r.y + dy, r.width, r.height));
      }
      p.ghost.remove();
      ctl.moveCards(p.from, to, p.count, before);
      return;
    }
    if (to && to !== p.from) ctl.moveCards(p.from, to, p.count); // refused by wasm: says why
    else if (!to) {
      sound.refuse();
      ctl.say(t('msg-drop-here'));
    }
    ctl.redraw();
    returnGhost(p);
  }

  /** Glides the ghost of drag `p` back to its cards, which stay hidden until it is there. */
  function returnGhost(p) {
    const dx = p.x - p.x0;
    const dy = p.y - p.y0;
    p.ghost.style.transform = 'none';
    const hidden = { from: p.from, index: p.index, count: p.count };
    state.drag = hidden;
    glideBack(p.ghost, dx, dy, () => {
      p.ghost.remove();
      if (state.drag === hidden) state.drag = null; // not a drag begun meanwhile
      ctl.redraw();
    });
  }

  /**
   * Ends the press in progress without a move: the pointer was cancelled
   * (a touch the browser took over), the window lost focus, Escape was
   * pressed. With `glide` the cards glide back; without (the game changed
   * under the drag, so where they came from may be gone) the ghost goes at
   * once. `e`, a pointer event, cancels only its own pointer's press.
   */
  function cancel(e, { glide = true } = {}) {
    if (!press || (e?.pointerId !== undefined && e.pointerId !== press.id)) return;
    const p = press;
    press = null;
    if (!p.ghost) return;
    finishDrag(p);
    if (glide) returnGhost(p);
    else {
      p.ghost.remove();
      ctl.redraw();
    }
  }

  /** The window changed size: the piles (and the cards, for the slide) are read again before they are next needed. */
  function relayout() {
    if (!press?.ghost) return;
    press.rects = null;
    press.before = null;
  }

  return { start, move, end, cancel, relayout, dragging: () => Boolean(press?.ghost) };
}
