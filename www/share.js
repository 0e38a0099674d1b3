// "Copy link to this game": the address of the game shown with its moves
// (url.js), put on the clipboard; where the browser does not allow that,
// the link is shown selected in a text field, to copy by hand. A daily
// deal's result is shared the same way, or through the system's share sheet.
import { addressOf } from './url.js';
import { lineOf } from './line.js';
import { t } from './i18n.js';

/** The link that replays the game shown up to its position. */
export function linkTo(state) {
  const moves = lineOf(state.history, state.at) ?? [];
  return addressOf(state.deal !== null ? { deal: state.deal, rules: state.rules, moves } : { position: state.history[0].pos, moves });
}

export function createShare(state, dom, ctl) {
  /** Says `text` where the player is looking: in the win dialog when it is open (the message under the board is behind it), else under the board. */
  function tell(text) {
    if (dom.winDialog.open) dom.winNote.textContent = text;
    else ctl.say(text, 5000);
  }

  function showField(link) {
    dom.shareLink.value = link;
    if (!dom.share.open) dom.share.showModal();
    dom.shareLink.focus();
    dom.shareLink.select();
  }

  /** Copies the link, or shows it to copy by hand. */
  async function copy() {
    const link = linkTo(state);
    try {
      await navigator.clipboard.writeText(link);
      tell(t('msg-link-copied'));
    } catch {
      showField(link);
    }
  }

  /**
   * Shares a result ({text, url}): through the system's share sheet where
   * there is one, else on the clipboard, else shown selected to copy.
   */
  async function shareResult({ text, url }) {
    if (navigator.share) {
      try {
        await navigator.share({ text, url });
        return;
      } catch (e) {
        if (e.name === 'AbortError') return; // the player closed the sheet
      }
    }
    const whole = `${text}\n${url}`;
    try {
      await navigator.clipboard.writeText(whole);
      tell(t('msg-result-copied'));
    } catch {
      showField(whole);
    }
  }

  return { copy, shareResult, showLink: showField, close: () => dom.share.close() };
}
