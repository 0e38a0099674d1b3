// The daily goals' pure modules: the goals met as saved (goals-met.js) and
// merged, the month's count and badge (badges.js), a daily record's goals
// and events kept by records.js (an import's merge is goals.spec.js's), the
// ?goal= address (url.js), and the progress worded (goal-words.js) from
// the engine's own judgement (wasm goalProgress, loaded in Node).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadRules, speak } from './support.mjs';
import { readGoals, mergeGoals, TIERS } from '../../www/goals-met.js';
import { BADGES, badgeOf, monthCount, tiersMet } from '../../www/badges.js';
import { readRecord, recordOf } from '../../www/records.js';
import { readAddress, addressOf } from '../../www/url.js';
import { goalText, progressText, tierName } from '../../www/goal-words.js';
import { goalProgress, GameBoard } from '../../www/pkg/freecell.js';

const START = 'KD7D/AS/2S/3S/4S/5S/6S/7S////';
const NEXT = 'KD/AS/2S/3S/4S/5S/6S/7S7D////';

/** The page's state of a daily deal played one move (the fields records.js reads). */
function playing(overrides = {}) {
  return {
    rules: { game: 'freecell', cells: 4 }, deal: 617, daily: '2026-12-01',
    playId: 'p1',
    history: [{ pos: START, moves: 0 }, { pos: NEXT, moves: 1, play: ['18'] }],
    at: 1,
    playedAt: 1000, wonAt: null, winMoves: null, winMs: null, parMatched: null, leftAt: [],
    hints: { nudge: 0, lit: 0, played: 0 },
    events: [{ play: ['18'] }, 'undo', 'redo', 'hint', { line: [], given: true }],
    goalsMet: { medium: 5000 },
    ...overrides,
  };
}

const roundTrip = (record) => readRecord(JSON.parse(JSON.stringify(record)));

test('goals met read back as saved; anything else is refused', () => {
  assert.deepEqual(TIERS, ['easy', 'medium', 'hard']);
  assert.deepEqual(readGoals(undefined), {});
  assert.deepEqual(readGoals({ easy: 1, hard: 2 }), { easy: 1, hard: 2 });
  for (const bad of [null, [], { extreme: 1 }, { easy: -1 }, { easy: 1.5 }, { easy: '1' }]) assert.equal(readGoals(bad), null);
});

test('two copies of a day\'s goals met merge into every goal either met, at the earlier time', () => {
  assert.deepEqual(mergeGoals({ easy: 5, medium: 9 }, { medium: 7, hard: 8 }), { easy: 5, medium: 7, hard: 8 });
  assert.deepEqual(mergeGoals(undefined, { hard: 1 }), { hard: 1 });
  assert.deepEqual(mergeGoals({ hard: 1 }, undefined), { hard: 1 });
});

test('the month counts its goals met, day by day, and its badge follows the counts stated', () => {
  const byDate = { '2026-12-01': { easy: 1, hard: 2 }, '2026-12-31': { medium: 3 }, '2026-11-30': { easy: 1, medium: 1, hard: 1 } };
  assert.equal(monthCount(byDate, '2026-12'), 3);
  assert.equal(monthCount(byDate, '2026-11'), 3);
  assert.equal(monthCount(byDate, '2026-10'), 0);
  assert.deepEqual(tiersMet({ hard: 1, easy: 2 }), ['easy', 'hard']);
  assert.deepEqual(BADGES.map((b) => [b.badge, b.at]), [['diamond', 75], ['gold', 40], ['silver', 15], ['bronze', 3]]);
  assert.deepEqual(badgeOf(0), { badge: null, next: { badge: 'bronze', needs: 3 } });
  assert.deepEqual(badgeOf(2), { badge: null, next: { badge: 'bronze', needs: 1 } });
  assert.deepEqual(badgeOf(3), { badge: 'bronze', next: { badge: 'silver', needs: 12 } });
  assert.deepEqual(badgeOf(15), { badge: 'silver', next: { badge: 'gold', needs: 25 } });
  assert.deepEqual(badgeOf(40), { badge: 'gold', next: { badge: 'diamond', needs: 35 } });
  assert.deepEqual(badgeOf(93), { badge: 'diamond', next: null });
});

test('a daily record keeps its goals met and its play\'s events; a deal\'s record keeps neither', () => {
  const record = roundTrip({ ...recordOf(playing(), 1000, [], 6000), rev: 1 });
  assert.deepEqual(record.goals, { medium: 5000 });
  assert.deepEqual(record.play.events, [{ play: ['18'] }, 'undo', 'redo', 'hint', { line: [], given: true }]);
  const deal = recordOf(playing({ daily: null }), 1000, [], 6000);
  assert.equal(deal.goals, undefined);
  assert.equal(deal.play.events, undefined);
  // None met: no goals field at all (records from before goals read the same).
  assert.equal(recordOf(playing({ goalsMet: {} }), 1000, [], 6000).goals, undefined);
});

test('a record whose goals are not what the page writes is refused; damaged events are dropped, not the play', () => {
  const saved = JSON.parse(JSON.stringify(recordOf(playing(), 1000, [], 6000)));
  assert.equal(readRecord({ ...saved, goals: { extreme: 1 } }), null);
  const deal = { ...saved };
  delete deal.daily;
  assert.equal(readRecord({ ...deal, goals: { easy: 1 } }), null);
  for (const events of [[{ play: [] }], ['skip'], [{ play: ['18'], given: 'yes' }], 'undo']) {
    const read = readRecord({ ...saved, play: { ...saved.play, events } });
    assert.ok(read, JSON.stringify(events));
    assert.equal(read.play.events, undefined);
  }
});

test('?goal= is read with a daily date and written while its goal is played', () => {
  const read = (href) => {
    const url = new URL(href, 'https://example.org/');
    return readAddress({ search: url.search, hash: url.hash });
  };
  assert.deepEqual(read('?daily=2026-12-01&goal=hard'), { daily: '2026-12-01', game: 'freecell', goal: 'hard' });
  assert.deepEqual(read('?deal=5&goal=hard'), { deal: 5, game: 'freecell' });
  const rules = { id: 'bakers-game', game: 'bakers-game', cells: 4 };
  const url = addressOf({ deal: 736152, daily: '2026-12-01', rules, goal: 'medium' }, 'https://example.org/index.html');
  assert.equal(new URL(url).search, '?daily=2026-12-01&game=bakers-game&goal=medium');
  assert.deepEqual(read(url), { daily: '2026-12-01', game: 'bakers-game', goal: 'medium' });
  // A daily's link with its moves names the deal, not the goal.
  assert.equal(new URL(addressOf({ deal: 9, daily: '2026-12-01', rules, goal: 'hard', moves: ['3a'] }, 'https://example.org/')).search, '?game=bakers-game&deal=9&moves=3a');
});

test('the progress is worded from the engine\'s judgement: open, lost with why, met', () => {
  loadRules();
  speak('en');
  const game = { game: 'bakers-game', cells: 4 };
  const aces = { game, deal: 736152, kind: { name: 'aces-home', moves: 23 } };
  const record = (events) => ({ game, deal: 736152, events, elapsedMs: 0 });
  assert.equal(tierName('medium'), 'Medium');
  assert.equal(goalText(aces), 'Send the four aces home within 23 moves');
  assert.equal(progressText(aces, goalProgress(aces, record([]))), 'Aces home: 0 of 4, 23 moves left (0 cards home)');
  const noUndo = { game, deal: 736152, kind: { name: 'no-undo' } };
  assert.equal(goalText(noUndo), 'Win without Undo');
  const legal = goalProgress(noUndo, record([]));
  assert.equal(progressText(noUndo, legal), 'Cards home: 0 of 52');
  // The engine names the moves; one the rules take is any of the deal's legal moves.
  const board = GameBoard.fromDeal(736152, game);
  const first = board.legalMoves()[0].notation;
  board.free();
  const undone = goalProgress(noUndo, record([{ play: [first] }, 'undo']));
  assert.equal(undone.status, 'lost');
  assert.equal(progressText(noUndo, undone), 'This goal can no longer be met in this game: Undo was used. Try again for a new play of the deal.');
  assert.equal(progressText(noUndo, null), 'This play cannot be judged against the goal (not all its steps were kept). Try again for a new play of the deal.');
  assert.equal(progressText(noUndo, { ...legal, status: 'met' }), 'Goal met!');
  const cells = { game, deal: 736152, kind: { name: 'fewer-cells', cells: 2 } };
  assert.equal(goalText(cells), 'Win with at most 2 cards on the free cells at once');
  assert.equal(progressText(cells, goalProgress(cells, record([]))), 'Cards home: 0 of 52; most cards on the free cells at once: 0 of 2');
  const timed = { game, deal: 736152, kind: { name: 'within-time', minutes: 20 } };
  assert.equal(progressText(timed, goalProgress(timed, record([]))), 'Cards home: 0 of 52, 20:00 left');
});
