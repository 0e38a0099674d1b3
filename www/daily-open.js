// Opening a daily deal: a date's deal of a kind of game is the one its saved
// game keeps, else the one remembered in localStorage (the choice never
// changes, so it is asked once per date and kind), else the dealer asks the
// solver's worker (wasm `dailyDeal`, which grades deals: never on the
// page's thread). A date that is no day with a daily deal is refused with
// the engine's reason (wasm `readDate`, here on the page's thread, before
// any worker is asked), a date after today with a message. Also the
// daily streak of a kind, and par remembered for the calendar. A daily
// goal (`want.goal`: 'easy', 'medium' or 'hard') opens the daily deal its
// goal is on (daily-goals.js), which state.goal then names.
import { GameBoard, readDate } from './pkg/freecell.js';
import { identityOf, kindOf } from './records.js';
import { storageOf } from './saves.js';
import { localDate, longDate, isAfter, dailyStreak } from './daily.js';
import { t } from './i18n.js';
import { errorText, sentence, solverErrorText } from './words.js';
import { gameSpec } from './game.js';
import { TIERS } from './goals-met.js';

/** Prefix of a date's remembered daily deal: `freecell.daily:freecell/4/2026-11-28` holds {deal, grade, par?}. */
export const DAILY_KEY = 'freecell.daily:';

/** Why today's daily deal is shown instead of the one asked for (`reason`: why its date was refused). */
export const todayInstead = (reason) => t('daily-future-today', { reason: sentence(reason) });

/** The words that refuse a date after today. */
export const notYet = (date) => t('daily-not-yet', { date: longDate(date) });

/** The kind ({game, cells}) a spec names ({game, cells?}: the game's own cells when absent), as wasm says; throws wasm's Error for an unknown game. */
export function kindSpec({ game = 'freecell', cells }) {
  const board = GameBoard.withRules(cells === undefined || cells === null ? { game } : { game, cells });
  const { game: name, cells: count } = board.rules();
  board.free();
  return { game: name, cells: count };
}

/** `goals`: daily-goals.js. */
export function createDaily({ state, ctl, dealer, saves, goals, local = storageOf('localStorage') }) {
  const keyOf = (kind, date) => `${DAILY_KEY}${kindOf(kind)}/${date}`;

  function remembered(kind, date) {
    try {
      const entry = JSON.parse(local?.getItem(keyOf(kind, date)) ?? 'null');
      return Number.isInteger(entry?.deal) && entry.deal > 0 ? entry : null;
    } catch {
      return null;
    }
  }

  function remember(kind, date, entry) {
    try { local?.setItem(keyOf(kind, date), JSON.stringify(entry)); } catch { /* asked again next time */ }
  }

  /** The deal of `date` already known here: its saved game's, or the one remembered; else null. */
  function knownDeal(kind, date) {
    return saves.read(identityOf({ ...kind, daily: date }))?.deal ?? remembered(kind, date)?.deal ?? null;
  }

  /** What `want` ({daily: date or '' for today, game, cells?}) names: {kind, date}, or {error}, with `dated` when the date was refused (not a day, or after today). */
  function read(want) {
    let date;
    try {
      date = readDate(want.daily || localDate());
    } catch (e) {
      return { error: errorText(e), dated: true };
    }
    let kind;
    try {
      kind = kindSpec(want);
    } catch (e) {
      return { error: errorText(e) };
    }
    if (isAfter(date, localDate())) return { error: notYet(date), future: true, dated: true };
    if (want.goal !== undefined && !TIERS.includes(want.goal)) return { error: t('goal-unknown', { goal: want.goal }) };
    return { kind, date, tier: want.goal ?? null };
  }

  /** The daily goal `tier` of `date` among `found` (wasm `dailyGoals`): its game's kind and deal, remembered as that date's daily deal of the kind. */
  function goalOf(found, date, tier) {
    const { goal } = found.find((g) => g.tier === tier);
    const kind = { game: goal.game.game, cells: goal.game.cells };
    if (knownDeal(kind, date) === null) remember(kind, date, { deal: goal.deal });
    return kind;
  }

  /** Opens `kind`'s daily deal of `date` (its deal number `deal`), the goal `tier` (or none) being played in it. */
  function openDeal(kind, deal, date, tier, options) {
    state.goal = tier ? { date, tier, identity: identityOf({ ...kind, daily: date }) } : null;
    return ctl.open({ ...kind, deal, daily: date }, options);
  }

  /**
   * Opens the daily deal `want` names if its deal is known here, at once
   * (no worker): true when it was opened, false when it must be asked for
   * (or was refused: `refused` then holds why, and `dated` whether it was the date).
   */
  function openKnown(want, options = {}) {
    const named = read(want);
    if (named.error) return { refused: named.error, dated: named.dated };
    let { kind } = named;
    if (named.tier) {
      const found = goals.known(named.date);
      if (!found) return { opened: false };
      kind = goalOf(found, named.date, named.tier);
    }
    const deal = knownDeal(kind, named.date);
    return { opened: deal !== null && openDeal(kind, deal, named.date, named.tier, options) };
  }

  /**
   * Opens the daily deal `want` names: at once when known, else once the
   * dealer has chosen it. Resolves to true when it was opened; false when
   * refused, having said why. `notice`: said once it is open. A date
   * refused (no day, or after today) opens today's instead, saying why.
   */
  async function open(want, { push = true, notice = null } = {}) {
    const named = read(want);
    if (named.dated) return open({ ...want, daily: '' }, { push, notice: todayInstead(named.error) });
    const opened = await choose(want, push);
    if (opened && notice) ctl.say(notice, 8000);
    return opened;
  }

  async function choose(want, push) {
    const named = read(want);
    if (named.error) {
      ctl.say(named.error, 6000);
      return false;
    }
    const { date, tier } = named;
    let { kind } = named;
    if (tier) {
      if (!goals.known(date)) ctl.say(t('goal-finding', { date: longDate(date) }), 20_000);
      const found = await goals.find(date);
      if (found.error) {
        ctl.say(errorText(found, 'goal-none', { error: solverErrorText(found) }), 6000);
        return false;
      }
      kind = goalOf(found.goals, date, tier);
    }
    const deal = knownDeal(kind, date);
    if (deal !== null) return openDeal(kind, deal, date, tier, { push });
    ctl.say(t('daily-finding', { date: longDate(date) }), 20_000);
    const found = await dealer.daily(kind, date);
    if (found.error) {
      // The engine's reason when it refused the date, else why the worker could not answer.
      ctl.say(errorText(found, 'daily-none', { error: solverErrorText(found) }), 6000);
      return false;
    }
    remember(kind, date, { deal: found.deal, grade: found.grade });
    return openDeal(kind, found.deal, date, null, { push });
  }

  /** Par of the daily deal shown, once known (par.js {count}), kept for the calendar. */
  function notePar(par) {
    if (!state.daily || par?.count === undefined) return;
    const kind = gameSpec(state);
    const entry = remembered(kind, state.daily) ?? { deal: state.deal };
    if (entry.deal === state.deal && entry.par !== par.count) remember(kind, state.daily, { ...entry, par: par.count });
  }

  /** Each day's plays of a kind's daily deals: {date: results}. */
  const days = (kind) => saves.resultsUnder(`${kindOf(kind)}/daily/`);

  return {
    open,
    openKnown,
    notePar,
    days,
    /** Par remembered for a date's daily deal of a kind, or null. */
    parOf: (kind, date) => remembered(kind, date)?.par ?? null,
    /** The daily streak of a kind: {streak, best} (daily.js dailyStreak). */
    streak: (kind) => dailyStreak(days(kind), localDate()),
  };
}
