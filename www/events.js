// Event bindings. Every bind returns its unbind, so the page can be torn
// down (and tests can check that nothing leaks).
import { stopClock } from './clock.js';

export function listen(target, type, handler, options) {
  target.addEventListener(type, handler, options);
  return () => target.removeEventListener(type, handler, options);
}

/** Calls `handler` whenever `el` is observed at a new size. */
export function observeSize(el, handler) {
  const observer = new ResizeObserver(() => handler());
  observer.observe(el);
  return () => observer.disconnect();
}

/** Binds the board, the window and the controls; returns one unbind for all. */
/** `newDeal()`: a new deal of the difficulty chosen (difficulty.js), for the win dialog's New deal. */
export function bindAll({ state, dom, ctl, drag, assist, menu, newDeal, keydown, onResize, onAddress }) {
  const unbinds = [
    menu.bind(),
    listen(dom.boardEl, 'pointerdown', () => assist.stop()), // a player's press ends a Solve in progress
    listen(dom.boardEl, 'pointerdown', drag.start),
    listen(window, 'pointermove', drag.move, { passive: true }),
    listen(window, 'pointerup', drag.end),
    // A drag ends without a move, its cards gliding back, when the browser
    // takes the touch over, the window loses focus, the tab is hidden or
    // Escape is pressed.
    listen(window, 'pointercancel', drag.cancel),
    listen(window, 'blur', () => drag.cancel()),
    listen(document, 'keydown', (e) => {
      if (e.key === 'Escape' && drag.dragging()) {
        e.preventDefault();
        drag.cancel();
      }
    }),
    // Nobody plays a hidden tab: the clock stops, and the next move starts it again.
    listen(document, 'visibilitychange', () => {
      if (!document.hidden) return;
      stopClock(state);
      drag.cancel();
    }),
    listen(dom.boardEl, 'contextmenu', (e) => { if (drag.dragging()) e.preventDefault(); }),
    listen(dom.boardEl, 'focusin', (e) => {
      const id = e.target.dataset?.pile;
      if (id && state.focus !== id) { state.focus = id; ctl.redraw(); }
    }),
    listen(document, 'keydown', keydown),
    listen(window, 'resize', onResize),
    observeSize(dom.bar, onResize), // the bar may wrap onto more lines as its texts change
    observeSize(dom.message, onResize), // a long message makes room for itself under the board
    listen(window, 'popstate', onAddress),
    listen(window, 'hashchange', onAddress),
    listen(dom.restart, 'click', () => { menu.close(); ctl.restart(); }),
    listen(dom.readTable, 'click', () => { menu.close(); ctl.readTable(); }),
    listen(dom.undo, 'click', () => ctl.undo()),
    listen(dom.redo, 'click', () => ctl.redo()),
    listen(dom.winNew, 'click', () => newDeal()),
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
    // The dock under the board takes room from the cards.
    observeSize(dom.dock, onResize),
  ];
  return () => unbinds.forEach((unbind) => unbind());
}
