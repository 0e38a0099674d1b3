// The page's first game: the address's deal or position, else the game
// this tab showed (a reload), else the game saved last by any tab, else a
// random deal, each refused one giving way to the next with its reason.
import { sourceOf } from './records.js';
import { t } from './i18n.js';

/** A random deal number, for a first game the address does not name. */
function randomDeal() {
  return 1 + Math.floor(Math.random() * 1_000_000);
}

/**
 * Opens the first game for `want` (the address read, url.js readAddress)
 * through `ctl.open` or `daily.openKnown`; `notice`: what loading the
 * saves said, if anything; `daily` and `todayInstead` (daily-open.js),
 * asked of only when the address names a daily deal. Returns {notice:
 * what to say, or undefined; chosenAtRandom; pendingDaily: {want,
 * notice?} or null}.
 */
export function openFirst({ want, dom, ctl, saves, daily, todayInstead, notice }) {
  let chosenAtRandom = false;
  let pendingDaily = null;
  /**
   * Each game opens its play in progress if there is one; a random deal,
   * once graded, may give way to one the dealer finds (difficulty.js). A
   * daily deal (`?daily`) whose deal is known here opens at once; else one
   * of the others is shown until the dealer has chosen it (`pendingDaily`).
   */
  function open(want) {
    if (want.daily !== undefined) {
      const known = daily.openKnown(want, { push: false, reopen: saves.tab(), left: saves.tab() });
      if (known.opened) return notice;
      // A date refused (no day of the calendar, or after today): today's daily deal instead.
      const today = { ...want, daily: '' };
      const refusal = known.dated ? todayInstead(known.refused) : known.refused;
      if (known.dated && daily.openKnown(today, { push: false, reopen: saves.tab(), left: saves.tab() }).opened) return refusal;
      pendingDaily = known.dated ? { want: today, notice: refusal } : known.refused ? null : { want };
      const instead = open({});
      return refusal ?? instead;
    }
    const asked = want.deal !== undefined ? want : want.position ? { position: want.position } : null;
    const tab = saves.tab();
    const resume = tab ?? saves.last();
    // A random deal, checked by the dealer as any random first deal is: of
    // the game the address names if wasm knows it (with its own cells), else
    // of FreeCell.
    const openRandom = (spec = {}) => {
      chosenAtRandom = true;
      return ctl.open({ ...spec, deal: randomDeal() }, { push: false, left: tab });
    };
    const refused = () => t('msg-random-instead', { reason: dom.message.textContent });
    if (!asked && want.game !== undefined) {
      const spec = want.cells === undefined ? { game: want.game } : { game: want.game, cells: want.cells };
      if (openRandom(spec)) return notice;
      const reason = refused();
      if (!openRandom({ game: want.game })) openRandom();
      return reason;
    }
    const source = asked ?? (resume ? sourceOf(resume) : null);
    if (source && ctl.open(source, { push: false, reopen: asked ? tab : resume, left: tab })) return notice;
    // A cell count refused keeps the deal asked for, with its game's own cells.
    if (asked?.cells !== undefined && asked.deal !== undefined) {
      const reason = dom.message.textContent;
      const usual = { ...asked };
      delete usual.cells;
      if (ctl.open(usual, { push: false, reopen: tab, left: tab })) return t('msg-usual-cells', { reason });
    }
    const reason = asked ? refused() : notice;
    if (!(asked?.game && openRandom({ game: asked.game }))) openRandom();
    return reason;
  }

  const said = open(want);
  return { notice: said, chosenAtRandom, pendingDaily };
}
