// The address and the game shown kept together: an address changed by
// back, forward or an edit opens the game it names (or, refused, goes back
// to the shown game's), and a link's moves are replayed once extras.js,
// which replays them, is loaded.
import { readAddress, writeAddress, shownAddress } from './url.js';
import { describe } from './sources.js';

/**
 * `withDeals(use)`: runs `use(deals)` once deals.js is loaded (its `daily`,
 * daily-open.js, and `difficulty`, difficulty.js); `later(use)`: runs
 * `use(extras)` once extras.js is loaded. Returns {isShown, replayAddress,
 * onAddress}.
 */
export function createAddressChange({ state, ctl, withDeals, later }) {
  /** Whether the game shown is the one the address names (its identity: the game, and the deal or the start position). */
  function isShown(want) {
    try {
      return describe(want.deal !== undefined ? want : { position: want.position }).identity === state.identity;
    } catch {
      return false;
    }
  }

  /** Replays the address's moves, if any, in the game shown (extras.js); then the address names the game alone. */
  function replayAddress(want) {
    if (want.moves === undefined) return;
    later((x) => {
      x.openMoves(want.moves);
      writeAddress(shownAddress(state), false);
    });
  }

  /** The address changed (back, forward, an edit): opens the game it names, or puts back the shown game's. */
  const onAddress = () => {
    const want = readAddress();
    if (want.daily !== undefined) {
      withDeals(({ daily }) => daily.open(want, { push: false }).then((opened) => { if (!opened) writeAddress(shownAddress(state), false); }));
      return;
    }
    if (want.deal === undefined && !want.position) {
      if (want.game !== undefined) withDeals(({ difficulty }) => difficulty.newDeal(want.cells === undefined ? { game: want.game } : want, { push: false }));
      return;
    }
    if (!isShown(want) && !ctl.open(want.deal !== undefined ? want : { position: want.position }, { push: false })) {
      // Refused, and said why: the address goes back to the game shown.
      writeAddress(shownAddress(state), false);
      return;
    }
    replayAddress(want);
  };

  return { isShown, replayAddress, onAddress };
}
