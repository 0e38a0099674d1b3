// A save's way to storage: checked against what storage holds (another
// tab's newer record is handed back instead of written over), written at
// once, then claimed in claims.js; a refused claim puts the other tab's
// record back and hands it back to be shown. One claim per game on its
// way; the latest save made meanwhile is claimed after it.
import { resultsOf } from './records.js';
import { mergeGoals } from './goals-met.js';
import { KEYS, isFull, revOf } from './store.js';
import { t } from './messages.js';

const NO_STORAGE = () => t('save-no-storage');
const FULL = () => t('save-full');
const NEWER = () => t('save-newer');

/**
 * `local`, `claims` (claims.js; null decides from localStorage alone),
 * `store` (store.js), `put` (room.js), `remember(identity, record)`, and
 * `known`: per identity the text this tab last read or wrote there (what a
 * write may replace). Returns {send, refusedHere, flying}.
 */
export function createSending({ local, claims, store, put, remember, known }) {
  const { get, parse, isNewer, keepAside } = store;
  /**
   * Per identity: the claim on its way (written, not yet answered): {next},
   * the latest save written meanwhile ({checked, waiters}), claimed once
   * this one is granted.
   */
  const flights = new Map();
  /**
   * Per identity: the revision last granted to this tab and its record's
   * text, {rev, raw}. Another text of that revision or an earlier one in
   * storage is a save whose claim was refused (a tab that moved at the
   * same moment wrote it before claiming): that tab puts this one back.
   */
  const granted = new Map();

  /**
   * Checks a save against what storage holds now and `base`, the text this
   * tab last read or wrote there: {done: result} when it ends here (the
   * newer record another tab saved, a play not begun, a newer version's
   * record), else {record, raw, baseRev} to write, at the revision after
   * base's.
   * Text older than base (this tab took a newer record from a claim, which
   * its storage does not show yet) is no reason to refuse: the claim
   * decides.
   */
  function prepare(identity, draft, base) {
    const key = KEYS.game + identity;
    const stored = get(key);
    const baseRev = revOf(base);
    const storedRev = stored === base ? baseRev : revOf(stored);
    // Another text of the revision this tab was granted is a refused save
    // its tab has yet to take back (or never will: it closed): not newer.
    const refused = stored !== base && storedRev === baseRev && granted.get(identity)?.raw === base;
    if (stored !== null && stored !== base && storedRev >= baseRev && !refused) {
      const newer = parse(stored, identity);
      if (newer) {
        known.set(identity, stored);
        remember(identity, newer);
        return { done: { conflict: newer } };
      }
    }
    if (stored === null && draft.fresh) return { done: { saved: false } };
    const old = stored === null ? null : parse(stored, identity);
    if (stored !== null && !old) {
      // A newer version's record is left as it is; anything else this
      // page cannot read is kept aside before it is written over.
      if (isNewer(stored)) return { done: { error: NEWER() } };
      keepAside(identity, stored);
    }
    const last = (base && baseRev > storedRev && parse(base, identity)) || old;
    // Earlier plays of this game stay; a play this one replaces (it was won) joins them.
    const past = !last ? [] : last.play.id === draft.record.play.id ? last.past : [...last.past, resultsOf(last).at(-1)];
    // Goals met stay met, whichever tab or play met them.
    const goals = mergeGoals(last?.goals, draft.record.goals);
    const record = { ...draft.record, ...(Object.keys(goals).length ? { goals } : {}), past, rev: baseRev + 1 };
    // Over a record this page cannot read (kept aside above), nothing
    // claimed earlier stands: the save replaces what storage holds, as it
    // would without claims.
    return { record, raw: JSON.stringify(record), baseRev, overUnreadable: stored !== null && !old };
  }

  /**
   * Writes a checked save: {saved: true, cut} (cut: the games whose undo
   * steps were dropped to make room for it) or {error}: full, or refused.
   */
  function write(identity, { record, raw }) {
    const { cut, failure } = put(KEYS.game + identity, raw);
    if (failure) return { error: isFull(failure) ? FULL() : NO_STORAGE() };
    known.set(identity, raw);
    remember(identity, record);
    try { local.setItem(KEYS.last, identity); } catch { /* the game itself is saved */ }
    return { saved: true, cut };
  }

  /**
   * Whether `value`, stored now under `identity`'s key, is a save whose
   * claim this tab's came before: of a revision granted here at most, and
   * another game than the one granted (the same game, its results changed,
   * is a leave another tab marked). Its tab puts this tab's back.
   */
  function refusedHere(identity, value) {
    const mine = granted.get(identity);
    if (!mine || value === null || value === mine.raw || revOf(value) > mine.rev) return false;
    const played = (raw) => JSON.stringify(parse(raw, identity)?.play.history ?? null);
    return played(value) !== played(mine.raw);
  }

  /** The text a save of `identity` replaces: what this tab last read or wrote there. */
  const baseOf = (identity) => (known.has(identity) ? known.get(identity) : get(KEYS.game + identity));

  /**
   * Checks a save and writes it; then, unless storage refused it, claims
   * its revision (claims.js): behind the claim on its way, if one is.
   * `waiters` hear how it ended.
   */
  function send(identity, draft, waiters) {
    const checked = prepare(identity, draft, baseOf(identity));
    const end = (result) => waiters.forEach((w) => w(result));
    if (checked.done) return end(checked.done);
    const written = write(identity, checked);
    if (!claims || written.error) return end(written);
    const flight = flights.get(identity);
    if (!flight) return claim(identity, checked, checked.baseRev, written, end);
    // Claimed once the save before it is: only the latest of those made meanwhile.
    const before = flight.next?.waiters ?? [];
    flight.next = { checked, written, waiters: [...before, ...waiters] };
    return undefined;
  }

  /** Claims the revision of a written save, from `base`, the revision this tab last claimed. */
  function claim(identity, checked, base, written, end) {
    const flight = { next: null };
    flights.set(identity, flight);
    const ask = (force) => claims.claim(identity, base, checked.raw, { force, rev: checked.record.rev }).then((verdict) => {
      if (verdict?.granted === false && !parse(verdict.raw, identity) && !isNewer(verdict.raw)) return ask(true); // an unreadable claim stands for nothing
      return land(identity, flight, checked, verdict, written, end);
    });
    ask(checked.overUnreadable);
  }

  /**
   * A claim answered. Granted (or the database could not answer: the tab
   * decides alone), the save stands, and the latest save written meanwhile
   * is claimed next. Refused, the claimed record is put back over what
   * this tab wrote, and handed back to be shown; the saves written
   * meanwhile, of the game not kept, hear the same.
   */
  function land(identity, flight, checked, verdict, written, end) {
    flights.delete(identity);
    const next = flight.next;
    if (verdict?.granted === false) {
      const key = KEYS.game + identity;
      const now = get(key);
      // Put back unless storage holds what another tab wrote since (a later
      // revision). That one is then the game to show: the news of it was
      // let pass while the claim was on its way, and will not come again.
      const since = now !== known.get(identity) && revOf(now) > revOf(verdict.raw);
      if (!since) put(key, verdict.raw);
      const raw = since && parse(now, identity) ? now : verdict.raw;
      const newer = parse(raw, identity);
      known.set(identity, raw);
      remember(identity, newer);
      const result = newer ? { conflict: newer } : { error: NEWER() };
      end(result);
      next?.waiters.forEach((w) => w(result));
      return;
    }
    if (verdict?.granted) granted.set(identity, { rev: checked.record.rev, raw: checked.raw });
    // While the claim was on its way, news of other tabs' saves was let
    // pass: one that went on from this save (a later revision) is shown.
    const now = get(KEYS.game + identity);
    const mine = known.get(identity);
    const later = now !== mine && revOf(now) > revOf(mine) ? parse(now, identity) : null;
    if (later) {
      known.set(identity, now);
      remember(identity, later);
      end({ conflict: later });
      next?.waiters.forEach((w) => w({ conflict: later }));
      return;
    }
    end(written);
    if (next) claim(identity, next.checked, checked.record.rev, next.written, (result) => next.waiters.forEach((w) => w(result)));
  }

  /** Whether a save of `identity` is on its way: its claim decides which record is the newer. */
  const flying = (identity) => flights.has(identity);

  return { send, refusedHere, flying };
}
