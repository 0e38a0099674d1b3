// The feats' catalogue (www/feats.js): each feat earned by the plays that
// should earn it and by no other, its progress counted, the plays read
// from saved records' results, and a win's new feats told apart from those
// earned before it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FEATS, featStates, playsOf, earnedBy } from '../../www/feats.js';
import { addDays } from '../../www/daily.js';

/** The family as wasm games() lists it (names and their own cells). */
const FAMILY = [
  { name: 'freecell', cells: 4 }, { name: 'bakers-game', cells: 4 }, { name: 'ko-bakers-game', cells: 4 },
  { name: 'relaxed-freecell', cells: 4 }, { name: 'eight-off', cells: 8 }, { name: 'forecell', cells: 4 }, { name: 'seahaven', cells: 4 },
];
const TODAY = '2026-12-03';
const DAY = 86_400_000;
/** Noon of a local date, as a Date.now(). */
const noon = (date) => new Date(`${date}T12:00:00`).getTime();

let serial = 0;
/** A won play of deal `deal` of FreeCell with four cells unless told: five minutes, 90 moves, no help, a grade unknown. */
function win(over = {}) {
  serial += 1;
  return {
    identity: `${over.game ?? 'freecell'}/${over.cells ?? 4}/deal/${over.deal ?? serial}`,
    game: 'freecell', cells: 4, deal: serial, daily: null,
    id: `p${serial}`, playedAt: 1000 + serial, wonAt: 2000 + serial, winMoves: 90, winMs: 300_000, parMatched: null,
    undos: 2, winGrade: null, cellsProven: null, leftAt: [], hints: { nudge: 1, lit: 0, played: 0, given: 0 },
    ...over,
  };
}
/** A play begun and left unwon. */
const lost = (over = {}) => win({ wonAt: null, winMoves: null, winMs: null, leftAt: [5000], ...over });

const states = (plays) => Object.fromEntries(featStates(plays, FAMILY, TODAY).map((f) => [f.id, f]));
const earned = (plays) => featStates(plays, FAMILY, TODAY).filter((f) => f.earned).map((f) => f.id).sort();

test('the catalogue holds at least twenty feats, each with its own id and message, several the solver certifies', () => {
  assert.ok(FEATS.length >= 20);
  assert.equal(new Set(FEATS.map((f) => f.id)).size, FEATS.length);
  assert.ok(FEATS.filter((f) => f.certified).length >= 3);
  for (const f of FEATS) assert.match(f.id, /^[a-z0-9-]+$/);
});

test('no play earns no feat, and a lost play earns none either', () => {
  assert.deepEqual(earned([]), []);
  assert.deepEqual(earned([lost({ undos: 0, hints: { nudge: 0, lit: 0, played: 0, given: 0 }, cells: 0 })]), []);
});

test('a plain win (undos, a hint, five minutes, 90 moves) earns the first win only', () => {
  assert.deepEqual(earned([win()]), ['first-win']);
});

test('each feat of one play is earned by the play that has it, and only by a dealt one', () => {
  const clean = { undos: 0, hints: { nudge: 0, lit: 0, played: 0, given: 0 } };
  const cases = {
    'no-undo': [win({ undos: 0 }), win({ undos: null })],
    'no-hint': [win({ hints: { nudge: 0, lit: 0, played: 0, given: 0 } }), win({ hints: { nudge: 0, lit: 1, played: 0, given: 0 } })],
    unaided: [win(clean), win({ undos: 0 })],
    quick: [win({ winMs: 179_999 }), win({ winMs: 180_000 })],
    lightning: [win({ winMs: 89_000 }), win({ winMs: 90_000 })],
    'few-moves': [win({ winMoves: 60 }), win({ winMoves: 61 })],
    'zero-cells': [win({ cells: 0 }), win({ cells: 1 })],
    'fewer-cells': [win({ game: 'eight-off', cells: 7 }), win({ game: 'eight-off', cells: 8 })],
    'fewest-cells': [win({ cells: 2, cellsProven: true }), win({ cells: 2, cellsProven: false })],
    par: [win({ parMatched: true }), win({ parMatched: false })],
    'hard-no-hint': [win({ winGrade: 'hard', ...clean }), win({ winGrade: 'hard' })],
  };
  for (const [id, [yes, no]] of Object.entries(cases)) {
    assert.equal(states([yes])[id].earned, true, `${id} earned`);
    assert.equal(states([no])[id].earned, false, `${id} not earned`);
    // A loaded position earns no feat of play (it may start a move from the end).
    assert.equal(states([{ ...yes, deal: null, identity: 'freecell/4/position/x' }])[id].earned, false, `${id} by a position`);
  }
  // Zero cells is the fewest a deal allows, without asking the solver.
  assert.equal(states([win({ cells: 0 })])['fewest-cells'].earned, true);
});

test('counts show their progress: wins, wins at proven par, games, deals, the streak', () => {
  const plays = [...Array.from({ length: 12 }, (_, k) => win({ deal: 1 + (k % 3), parMatched: k < 4 })), lost()];
  const s = states(plays);
  assert.deepEqual([s['wins-10'].earned, s['wins-100'].earned], [true, false]);
  assert.deepEqual([s['wins-100'].have, s['wins-100'].need], [12, 100]);
  assert.deepEqual([s['par-10'].have, s['par-10'].need, s['par-10'].earned], [4, 10, false]);
  assert.equal(s['deals-10'].have, 3);
  assert.deepEqual([s['every-game'].have, s['every-game'].need], [1, 7]);
  // The lost play came last: the streak stands at 0, its best at 12.
  assert.deepEqual([s['streak-5'].have, s['streak-5'].earned], [5, true]);
  const every = FAMILY.map((g) => win({ game: g.name, cells: g.cells }));
  assert.equal(states(every)['every-game'].earned, true);
  // A game the family does not know (an import from a later version) is not counted.
  assert.equal(states([win({ game: 'klondike' })])['every-game'].have, 0);
});

test('daily deals: won on the day, seven won, seven days in a row', () => {
  const daily = (date, wonAt = noon(date)) => win({ identity: `freecell/4/daily/${date}`, deal: 99, daily: date, wonAt, playedAt: wonAt - 1 });
  assert.equal(states([daily(TODAY)]).daily.earned, true);
  // Won a day late: a daily won, but not on its day.
  assert.equal(states([daily(TODAY, noon(TODAY) + DAY)]).daily.earned, false);
  const six = Array.from({ length: 6 }, (_, k) => daily(addDays(TODAY, -k)));
  assert.deepEqual([states(six)['daily-streak-7'].have, states(six)['daily-streak-7'].earned], [6, false]);
  const seven = [...six, daily(addDays(TODAY, -6))];
  assert.equal(states(seven)['daily-streak-7'].earned, true);
  assert.equal(states(seven)['daily-7'].earned, true);
  // Seven dailies with a gap: seven won, no streak of seven.
  const gap = [...six, daily(addDays(TODAY, -8))];
  assert.deepEqual([states(gap)['daily-7'].earned, states(gap)['daily-streak-7'].earned], [true, false]);
});

test('plays are read from records\' results with their game, cells, deal and date; the play shown replaces its saved self', () => {
  const r = (id, over = {}) => ({ id, playedAt: 1, wonAt: null, winMoves: null, winMs: null, parMatched: null, undos: 0, winGrade: null, cellsProven: null, leftAt: [], hints: { nudge: 0, lit: 0, played: 0, given: 0 }, ...over });
  const entries = [
    { identity: 'seahaven/2/deal/7', results: [r('a'), r('b')] },
    { identity: 'freecell/4/daily/2026-12-01', results: [r('c')] },
    { identity: 'freecell/4/position/AS////', results: [r('d')] },
    { identity: 'not an identity', results: [r('e')] },
  ];
  const plays = playsOf(entries);
  assert.deepEqual(plays.map((p) => [p.id, p.game, p.cells, p.deal, p.daily]), [
    ['a', 'seahaven', 2, 7, null], ['b', 'seahaven', 2, 7, null], ['c', 'freecell', 4, null, '2026-12-01'], ['d', 'freecell', 4, null, null],
  ]);
  const shown = playsOf(entries, { identity: 'seahaven/2/deal/7', result: r('b', { wonAt: 9 }) });
  assert.deepEqual(shown.map((p) => [p.id, p.wonAt]), [['a', null], ['c', null], ['d', null], ['b', 9]]);
});

test('a win\'s new feats are those earned with it and not without it', () => {
  const first = win({ undos: 0 });
  assert.deepEqual(earnedBy([first], first.id, FAMILY, TODAY).sort(), ['first-win', 'no-undo']);
  const second = win({ undos: 0, cells: 0 });
  assert.deepEqual(earnedBy([first, second], second.id, FAMILY, TODAY).sort(), ['fewer-cells', 'fewest-cells', 'zero-cells']);
  // The tenth win earns the count; a tenth deal won, the other.
  const nine = Array.from({ length: 9 }, () => win());
  const tenth = win();
  assert.deepEqual(earnedBy([...nine, tenth], tenth.id, FAMILY, TODAY), ['wins-10', 'deals-10']);
  const again = win({ deal: nine[0].deal, identity: nine[0].identity });
  assert.deepEqual(earnedBy([...nine, again], again.id, FAMILY, TODAY), ['wins-10']);
});

/** The daily goals met of `days` days of `month` (`YYYY-MM`), `tiers` of each, met at `at`: {date: {easy: at, …}}. */
function goalsMet(month, days, tiers = ['easy', 'medium', 'hard'], at = 1000) {
  const out = {};
  for (let day = 1; day <= days; day += 1) out[`${month}-${String(day).padStart(2, '0')}`] = Object.fromEntries(tiers.map((tier) => [tier, at]));
  return out;
}
const withGoals = (goals, plays = []) => Object.fromEntries(featStates(plays, FAMILY, TODAY, goals).map((f) => [f.id, f]));

test('a Diamond month: 75 daily goals met in one month, counted in the best month; two months\' goals do not add up', () => {
  assert.equal(withGoals({})['diamond-month'].earned, false);
  assert.deepEqual(withGoals({})['diamond-month'].have, 0);
  // 24 days of three and one of two: 74.
  const almost = { ...goalsMet('2026-11', 24), '2026-11-25': { easy: 1000, hard: 1000 } };
  assert.deepEqual([withGoals(almost)['diamond-month'].have, withGoals(almost)['diamond-month'].need, withGoals(almost)['diamond-month'].earned], [74, 75, false]);
  assert.equal(withGoals({ ...almost, '2026-11-26': { medium: 1000 } })['diamond-month'].earned, true);
  // 60 in November and 60 in December: no month of 75.
  const split = { ...goalsMet('2026-11', 20), ...goalsMet('2026-12', 20) };
  assert.deepEqual([withGoals(split)['diamond-month'].have, withGoals(split)['diamond-month'].earned], [60, false]);
});

test('the Diamond month is earned by the play in which its 75th goal was met, not by a later one', () => {
  const month = goalsMet('2026-11', 24, ['easy', 'medium', 'hard'], 1000);
  const play = win({ identity: 'freecell/4/daily/2026-11-25', deal: 5, daily: '2026-11-25', playedAt: 5000, wonAt: 6000 });
  const goals = { ...month, '2026-11-25': { easy: 5500, medium: 5600, hard: 5900 } };
  assert.ok(earnedBy([play], play.id, FAMILY, TODAY, goals).includes('diamond-month'));
  // A play begun after the 75th goal was met earns it no more.
  const later = win({ playedAt: 7000, wonAt: 8000 });
  assert.ok(!earnedBy([play, later], later.id, FAMILY, TODAY, goals).includes('diamond-month'));
});
