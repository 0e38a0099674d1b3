// Event bindings. Every bind returns its unbind, so the page can be torn
// down (and tests can check that nothing leaks).
import { stopClock } from './clock.js';
import { setVar } from './layout.js';

export function listen(target, type, handler, options) {
  target.addEventListener(type, handler, options);
  return () => target.removeEventListener(type, handler, options);
}

/** The keys that walk through a select's options or a group of radios. */
const WALK_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Calls `handler(event)` when the player chooses in `el` (a select, or a
 * group of radios): a change made by a pointer, Space or Enter at once;
 * one made by the keys that walk through the choices (arrows, Home, End,
 * Page Up and Down, typed letters), which the browser makes at every step,
 * only once the player settles on it, with Enter or by leaving `el`. So a
 * keyboard walking past a game or a difficulty deals nothing. `onHold`
 * hears a change held that way (until then, `el` shows a choice not yet
 * made). Returns the unbind.
 */
export function listenChoice(el, handler, onHold = () => {}) {
  let walking = false;
  let held = null;
  const commit = () => {
    const event = held;
    held = null;
    if (event) handler(event);
  };
  const unbinds = [
    listen(el, 'keydown', (e) => {
      if (e.key === 'Enter' && held) {
        e.preventDefault();
        walking = false;
        commit();
        return;
      }
      const plain = !e.altKey && !e.ctrlKey && !e.metaKey;
      walking = plain && (WALK_KEYS.has(e.key) || (e.key.length === 1 && e.key !== ' '));
    }),
    listen(el, 'pointerdown', () => { walking = false; }),
    listen(el, 'change', (e) => {
      held = e;
      if (!walking) commit();
      else onHold();
    }),
    listen(el, 'focusout', (e) => {
      if (el.contains(e.relatedTarget)) return;
      walking = false;
      commit();
    }),
  ];
  return () => unbinds.forEach((unbind) => unbind());
}

/** Calls `handler` whenever `el` is observed at a new size. */
export function observeSize(el, handler) {
  const observer = new ResizeObserver(() => handler());
  observer.observe(el);
  return () => observer.disconnect();
}

/** Binds the board, the window and the controls; returns one unbind for all. */
export function bindAll({ state, dom, ctl, drag, assist, menu, chooser, difficulty, keydown, onResize, onAddress }) {
  const unbinds = [
    menu.bind(),
    chooser.bind(),
    difficulty.bind(),
    listen(dom.boardEl, 'pointerdown', () => assist.stop()), // a player's press ends a Solve in progress
    listen(dom.boardEl, 'pointerdown', drag.start),
    listen(window, 'pointermove', drag.move, { passive: true }),
    listen(window, 'pointerup', drag.end),
    listen(window, 'pointercancel', drag.cancel),
    listen(window, 'blur', () => drag.cancel()),
    // Nobody plays a hidden tab: the clock stops, and the next move starts it again.
    listen(document, 'visibilitychange', () => { if (document.hidden) stopClock(state); }),
    listen(dom.boardEl, 'contextmenu', (e) => { if (drag.dragging()) e.preventDefault(); }),
    listen(dom.boardEl, 'focusin', (e) => {
      const id = e.target.dataset?.pile;
      if (id && state.focus !== id) { state.focus = id; ctl.redraw(); }
    }),
    listen(document, 'keydown', keydown),
    listen(window, 'resize', onResize),
    observeSize(dom.bar, onResize), // the bar may wrap onto more lines as its texts change
    listen(window, 'popstate', onAddress),
    listen(window, 'hashchange', onAddress),
    listen(dom.newGame, 'click', () => difficulty.newDeal()),
    listen(dom.restart, 'click', () => { menu.close(); ctl.restart(); }),
    listen(dom.undo, 'click', () => ctl.undo()),
    listen(dom.redo, 'click', () => ctl.redo()),
    listen(dom.dealForm, 'submit', (e) => {
      e.preventDefault();
      const deal = chooser.typedDeal();
      if (deal === null) {
        ctl.say('A deal number is a whole number such as 617.');
        return;
      }
      menu.close();
      ctl.open({ ...chooser.spec(), deal });
    }),
    listen(dom.winNew, 'click', () => difficulty.newDeal()),
    listen(dom.winClose, 'click', () => dom.winDialog.close()),
  ];
  return () => unbinds.forEach((unbind) => unbind());
}

/**
 * Binds the coach's controls: hints, Solve, Take me back, the viewer, the
 * links. Asking the coach ends a Solve in progress (its moves would change
 * the position the answer is about); a hint or Solve is for the game, so
 * it first ends the watching of any other position. Returns one unbind
 * for all.
 */
export function bindCoach({ dom, menu, assist, hints, takeBack, viewer, share, onResize }) {
  const unbinds = [
    listen(dom.hint, 'click', () => { assist.stop(); viewer.close(); hints.hint(); }),
    listen(dom.solve, 'click', () => { viewer.close(); assist.play(); }),
    listen(dom.takeBack, 'click', () => { assist.stop(); takeBack.takeBack(); }),
    listen(dom.coachClose, 'click', () => takeBack.close()),
    listen(dom.watch, 'click', () => { menu.close(); assist.stop(); viewer.watchSolution(); }),
    listen(dom.watchGame, 'click', () => { menu.close(); assist.stop(); viewer.watchGame(); }),
    listen(dom.viewerBack, 'click', () => viewer.back()),
    listen(dom.viewerForward, 'click', () => viewer.forward()),
    listen(dom.viewerSlider, 'input', () => viewer.slide()),
    listen(dom.viewerContinue, 'click', () => viewer.playOn()),
    listen(dom.viewerClose, 'click', () => viewer.close()),
    listen(dom.copyLink, 'click', () => { menu.close(); share.copy(); }),
    listen(dom.winCopy, 'click', () => share.copy()),
    listen(dom.shareClose, 'click', () => share.close()),
    // The dock under the board takes room from the cards; the messages show above it.
    observeSize(dom.dock, () => {
      setVar(document.documentElement, '--dock', `${dom.dock.offsetHeight}px`);
      onResize();
    }),
  ];
  return () => unbinds.forEach((unbind) => unbind());
}
