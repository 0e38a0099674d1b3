// What the page says to the player: a short visible message (also read by
// screen readers) and words said to screen readers only.
import { t } from './i18n.js';
import { sentence } from './words.js';

/** Returns {say, hush, announce, watching} for the page's message and live region. */
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

  /** Takes down the message shown (it was about a position left behind). */
  function hush() {
    clearTimeout(timer);
    dom.message.classList.remove('show');
    dom.message.textContent = '';
  }

  /** Said to screen readers only (moves). */
  function announce(text) {
    dom.live.textContent = text;
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

  return { say, hush, announce, watching };
}
