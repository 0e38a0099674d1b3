// "Copy link to this game": the address of the game shown with its moves
// (url.js), put on the clipboard; where the browser does not allow that,
// the link is shown selected in a text field, to copy by hand.
import { addressOf } from './url.js';
import { lineOf } from './line.js';

/** The link that replays the game shown up to its position. */
export function linkTo(state) {
  const moves = lineOf(state.history, state.at) ?? [];
  return addressOf(state.deal !== null ? { deal: state.deal, rules: state.rules, moves } : { position: state.history[0].pos, moves });
}

export function createShare(state, dom, ctl) {
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
      ctl.say('The link to this game is copied: it replays every move.', 5000);
    } catch {
      showField(link);
    }
  }

  return { copy, close: () => dom.share.close() };
}
