// What the page says to the player: a short visible message (also read by
// screen readers) and words said to screen readers only.
import { t } from './i18n.js';
import { sentence } from './words.js';

/** Returns {say, hush, offer, announce, announceAlso, watching} for the page's message and live region. */
export function createVoice(state, dom) {
  let timer = 0;

  /**
   * A short visible message, also read by screen readers, written as a
   * sentence (wasm's reasons begin in lower case and end without a stop).
   */
  function say(text, ms = 3000) {
    dom.message.textContent = sentence(text);
    dom.message.classList.add('show');
    clearTimeout(timer);
    timer = setTimeout(() => {
      dom.message.classList.remove('show');
      dom.message.textContent = '';
    }, ms);
  }

  /**
   * A message with a button beside it (`label`), shown for `ms`: a press
   * on the button runs `action` and takes the message down. Any later
   * message takes its place, and the button with it.
   */
  function offer(text, label, action, ms = 6000) {
    say(text, ms);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'offer';
    button.textContent = label;
    button.addEventListener('click', () => {
      hush();
      action();
    }, { once: true });
    dom.message.append(' ', button);
  }

  /** Takes down the message shown (it was about a position left behind). */
  function hush() {
    clearTimeout(timer);
    dom.message.classList.remove('show');
    dom.message.textContent = '';
  }

  /** Said to screen readers only (moves), in place of what was said before. */
  function announce(text) {
    dom.live.textContent = text;
  }

  /**
   * Said to screen readers after what was announced last, which stays: a
   * screen reader reads what is added alone, so a move's announcement is
   * not heard twice when the solver's verdict follows it.
   */
  function announceAlso(text) {
    const added = document.createElement('span');
    added.textContent = ` ${text}`;
    dom.live.append(added);
  }

  /**
   * Whether the board shows a step being watched (viewer.js), which is not
   * played on: a press or a key that would play says so.
   */
  function watching() {
    if (!state.view) return false;
    say(t('msg-watching'));
    return true;
  }

  return { say, hush, offer, announce, announceAlso, watching };
}
