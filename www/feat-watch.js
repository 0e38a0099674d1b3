// After a win: the feats it earned (feats.js), said once and briefly (in
// the win dialog's status line while that is open, else in the message
// strip under the board, never over a card), and the one feat fact only
// the solver can give, asked of its worker in the background so that play
// never waits: whether the deal, won with c free cells, is impossible with
// c - 1 (the fast mode's complete searches, when they run out of
// positions, prove it). Par's proof, the other certified fact, is par.js's.
import { games } from './pkg/freecell.js';
import { playsOf, earnedBy } from './feats.js';
import { mergeGoals } from './goals-met.js';
import { recordOf, resultsOf } from './records.js';
import { boardOf } from './sources.js';
import { elapsed } from './clock.js';
import { localDate } from './daily.js';
import { t, locale } from './i18n.js';

/** The proof's budget: positions the solver expands (under a second; FreeCell deals with one cell fewer are mostly proven in a few hundred). */
const PROOF_NODES = 300_000;

/** `solver`: solver.js's; `ctl`: the controller (persist, say); `saves`: saves.js's. Returns {onWin, inDialog, facts}. */
export function createFeatWatch({ state, dom, saves, solver, ctl }) {
  /** `${playId} ${featId}` of every feat said in this tab: each is said once. */
  const said = new Set();
  /** Plays whose cells the solver is asked about now. */
  const asking = new Set();
  /** The feats said of each play, in the order said: the win dialog lists them. */
  const byPlay = new Map();
  /** The play whose win dialog has been shown: until it is, its feats wait for it (the celebration comes first). */
  let dialogPlay = null;

  /** "Feats earned: …" for feat ids `ids`, or '' for none. */
  function words(ids) {
    if (!ids.length) return '';
    const names = new Intl.ListFormat(locale(), { type: 'conjunction' }).format(ids.map((id) => t(`feat-${id}`)));
    return t('feats-earned', { count: ids.length, feats: names });
  }

  /** Every play the feats read: the saved ones, the play shown as it is now (its save may land a moment later). */
  function plays() {
    const shown = state.unsaved || state.playedAt === null ? null : { identity: state.identity, result: resultsOf(recordOf(state, elapsed(state))).at(-1) };
    return playsOf(saves.entries(), shown);
  }

  /** The daily goals met, by date: the saved ones, with the play shown's as they are now. */
  function goals() {
    const met = saves.goalsByDate();
    if (state.daily && !state.unsaved && Object.keys(state.goalsMet ?? {}).length) met[state.daily] = mergeGoals(met[state.daily], state.goalsMet);
    return met;
  }

  /** Says the feats play `playId` has earned that were not said yet. */
  function tell(playId = state.playId) {
    if (state.unsaved || (playId === state.playId && dialogPlay !== playId)) return;
    const fresh = earnedBy(plays(), playId, games(), localDate(), goals()).filter((id) => !said.has(`${playId} ${id}`));
    if (!fresh.length) return;
    for (const id of fresh) said.add(`${playId} ${id}`);
    byPlay.set(playId, [...(byPlay.get(playId) ?? []), ...fresh]);
    if (dom.winDialog.open && state.playId === playId) dom.winFeats.textContent = dialogText();
    else ctl.say(words(fresh), 6000);
  }

  /** What the win dialog says of the feats the play shown earned (all of them, in the language shown). */
  function dialogText() {
    return words(byPlay.get(state.playId) ?? []);
  }

  /** Asks the solver whether the deal just won could be won with one free cell fewer; its verdict saved with the play, then said. */
  async function proveCells() {
    const { playId, identity, deal } = state;
    const { game, cells } = state.rules;
    if (state.unsaved || state.wonAt === null || deal === null || cells === 0 || state.cellsProven !== null || asking.has(playId)) return;
    let position;
    try {
      const board = boardOf({ game, cells: cells - 1, deal });
      position = board.toText();
      board.free();
    } catch {
      return;
    }
    asking.add(playId);
    const found = await solver.ask(position, { keep: true, mode: 'fast', maxNodes: PROOF_NODES });
    asking.delete(playId);
    const proven = found?.result === 'impossible' ? true : found?.result === 'solved' ? false : null;
    if (proven === null) return; // the solver could not tell: asked again at the next win of this play, if any
    if (state.playId === playId) {
      state.cellsProven = proven;
      ctl.persist();
    } else saves.markCellsProven(identity, playId, proven);
    tell(playId);
  }

  return {
    /** The game shown was won (its feats are said as the win dialog shows them: `tell`): the solver asked about its cells. */
    onWin() {
      proveCells();
    },
    /** The win dialog is shown (or shown again, re-worded): the feats the play shown earned, in its status line. */
    inDialog() {
      // A win from before this page was loaded (a won game resumed) had its feats said then.
      if (state.wonAt !== null && state.wonAt >= performance.timeOrigin) {
        dialogPlay = state.playId;
        tell();
      }
      dom.winFeats.textContent = dialogText();
    },
    /** What the feats read: {plays, goals}. */
    facts: () => ({ plays: plays(), goals: goals() }),
  };
}
