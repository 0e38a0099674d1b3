// Learn to play: a guided game on a position laid out for it
// (tutorial-steps.js), a step at a time, each asking for one thing and
// going on once the game's state shows it done. The player plays through
// the page's own controls (drag, click, keys, Undo, Hint); this module
// only watches the board, lights what the step is about, and says the
// step in a box in the dock under the board (so it never covers a card)
// whose words are a live region. The game is neither saved nor counted
// (controller.js openUnsaved); leaving (the Leave button, or Escape) goes
// back to the game shown before, and once started, left or finished the
// tutorial is not offered again by itself (tutorial-seen.js). Loaded only
// when offered or started (extras.js).
import { STEPS, POSITION, startOf, doneAt, showing } from './tutorial-steps.js';
import { markTutorial } from './tutorial-seen.js';
import { listen } from './events.js';
import { gameSpec } from './game.js';
import { t, onLanguage } from './i18n.js';

const MARK = 'tutorial-mark';

/** The tutorial running, or the offer shown: at most one of each. */
let running = null;
let offered = null;

/** A button of the dock's panels. */
function button(text, onClick) {
  const el = document.createElement('button');
  el.type = 'button';
  el.textContent = text;
  el.addEventListener('click', onClick);
  return el;
}

/**
 * Offers the tutorial in the dock (a first visit): Learn to play starts
 * it, No thanks puts it away for good; the player's first move puts it
 * away too (a saved game is not offered it again).
 */
export function offer(ctx) {
  if (offered || running) return;
  const { state, dom } = ctx;
  const panel = document.createElement('section');
  panel.className = 'dock-panel tutorial-offer';
  panel.setAttribute('aria-label', t('tutorial-title'));
  const text = document.createElement('p');
  const start = button('', () => begin(ctx));
  const dismiss = button('', () => {
    markTutorial('declined');
    close();
  });
  start.id = 'tutorial-start';
  dismiss.id = 'tutorial-dismiss';
  const word = () => {
    text.textContent = t('tutorial-offer');
    start.textContent = t('tutorial-offer-start');
    dismiss.textContent = t('tutorial-offer-dismiss');
  };
  word();
  const buttons = document.createElement('div');
  buttons.className = 'dock-buttons';
  buttons.append(start, dismiss);
  panel.append(text, buttons);
  dom.dock.append(panel);
  const observer = new MutationObserver(() => { if (state.at > 0) close(); });
  observer.observe(dom.boardEl, { childList: true, subtree: true });
  const unword = onLanguage(word);
  function close() {
    observer.disconnect();
    unword();
    panel.remove();
    offered = null;
  }
  offered = { close };
}

/** Starts the tutorial (again, from its first step, if it is running). */
export function begin(ctx) {
  offered?.close();
  const previous = running?.previous ?? null;
  running?.stop();
  running = run(ctx, previous);
}

/**
 * Runs the tutorial: opens its game, then watches the board. `previous`:
 * the game to go back to on leaving (the one shown now, unless it is the
 * tutorial's own, started again).
 */
function run({ state, dom, ctl }, previous) {
  const back = previous ?? (state.unsaved ? null : {
    source: state.deal !== null
      ? { ...gameSpec(state), deal: state.deal, ...(state.daily ? { daily: state.daily } : {}) }
      : { position: state.history[0].pos },
    identity: state.identity,
  });
  if (!ctl.openUnsaved(POSITION)) return null;
  markTutorial('started');
  const identity = state.identity;
  let index = 0;
  let start = startOf(state);
  let lit = [];
  let queued = false;

  const panel = document.createElement('section');
  panel.className = 'dock-panel tutorial';
  panel.id = 'tutorial';
  const words = document.createElement('p');
  words.id = 'tutorial-text';
  words.setAttribute('aria-live', 'polite');
  const leaveButton = button('', () => leave());
  leaveButton.id = 'tutorial-leave';
  const closeButton = button('', () => stop());
  closeButton.id = 'tutorial-close';
  closeButton.hidden = true;
  const buttons = document.createElement('div');
  buttons.className = 'dock-buttons';
  buttons.append(closeButton, leaveButton);
  panel.append(words, buttons);
  dom.dock.append(panel);

  const step = () => STEPS[index];
  const last = () => index === STEPS.length - 1;

  /** Lights what the step is about, and says it (the live region hears it when its words change). */
  function show() {
    const what = showing(step(), state, { undo: dom.undo.textContent, hint: dom.hint.textContent });
    panel.setAttribute('aria-label', t('tutorial-title'));
    leaveButton.textContent = t('tutorial-leave');
    closeButton.textContent = t('tutorial-close');
    closeButton.hidden = !last();
    const text = `${t('tutorial-step', { step: index + 1, steps: STEPS.length })} ${what.text}`;
    if (words.textContent !== text) words.textContent = text;
    const now = [
      ...what.cards.map((code) => dom.cards.get(code)),
      ...what.piles.map((id) => dom.piles.get(id)),
      ...what.buttons.map((name) => dom[name]),
    ].filter(Boolean);
    for (const el of lit) if (!now.includes(el)) el.classList.remove(MARK);
    for (const el of now) if (!el.classList.contains(MARK)) el.classList.add(MARK);
    lit = now;
  }

  /** After any change to the board: the step done goes on to the next; a game opened in its place ends the tutorial. */
  function check() {
    queued = false;
    if (state.identity !== identity) {
      markTutorial('left');
      stop();
      return;
    }
    for (let at = doneAt(step(), state, start); at !== null && !last(); at = doneAt(step(), state, start)) {
      index += 1;
      start = startOf(state, at);
      if (last()) markTutorial('finished');
    }
    show();
  }

  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(check);
  });
  observer.observe(dom.boardEl, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  observer.observe(dom.undo, { attributes: true });

  /** Escape leaves (at the last step, closes the box), unless it lets go of cards, or closes a dialog or the Menu. */
  function onKey(e) {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    if (state.selected || state.drag || document.querySelector('dialog[open]') || dom.menuButton.getAttribute('aria-expanded') === 'true') return;
    if (last()) stop();
    else leave();
  }
  const unbinds = [listen(window, 'keydown', onKey, { capture: true }), onLanguage(show)];

  /** Ends the tutorial, the game staying as it is. */
  function stop() {
    observer.disconnect();
    unbinds.forEach((unbind) => unbind());
    for (const el of lit) el.classList.remove(MARK);
    lit = [];
    const focused = panel.contains(document.activeElement);
    panel.remove();
    if (running?.stop === stop) running = null;
    if (focused) ctl.focusBoard();
  }

  /** Leaves the tutorial for the game shown before it. */
  function leave() {
    markTutorial(last() ? 'finished' : 'left');
    stop();
    if (back) ctl.open(back.source, { push: false, reopen: back.identity });
    ctl.say(t('tutorial-left', { rules: dom.openRules.textContent }), 5000);
    ctl.focusBoard();
  }

  show();
  ctl.focusBoard();
  return { stop, previous: back };
}
