// The saved form of a game (www/records.js): what the page saves is read
// back the same, a record an earlier version wrote is read as it meant,
// and a record that is not what the page writes is refused whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  readRecord, recordOf, retirePlay, resultsOf, identityOf, sourceOf, recordIdentity, newPlayId, FORMAT, VERSION,
} from '../../www/records.js';

const START = 'KD7D/AS/2S/3S/4S/5S/6S/7S////';
const NEXT = 'KD/AS/2S/3S/4S/5S/6S/7S7D////';

/** The page's state of a play of deal 617 with one move made (the fields records.js reads). */
function playing(overrides = {}) {
  return {
    rules: { game: 'freecell', cells: 4 }, deal: 617, daily: null,
    playId: 'p1',
    history: [{ pos: START, moves: 0 }, { pos: NEXT, moves: 1, play: ['18'] }],
    at: 1,
    playedAt: 1000, wonAt: null, winMoves: null, winMs: null, parMatched: null, leftAt: [],
    hints: { nudge: 1, lit: 0, played: 0 },
    ...overrides,
  };
}

/** A record as the page writes it to storage (JSON), read back. */
const roundTrip = (record) => readRecord(JSON.parse(JSON.stringify(record)));

test('a record the page saves is read back the same', () => {
  const record = { ...recordOf(playing(), 61_234.4, [], 5000), rev: 3 };
  const read = roundTrip(record);
  assert.deepEqual(read, { ...record, play: { ...record.play, elapsed: 61_234 } });
  assert.equal(read.play.elapsed, 61_234);
  assert.deepEqual(read.play.history[1].play, ['18']);
  assert.equal(recordIdentity(read), 'freecell/4/deal/617');
  // A daily deal keeps its date.
  const daily = roundTrip({ ...recordOf(playing({ daily: '2026-11-28' }), 0, [], 5000), rev: 0 });
  assert.equal(daily.daily, '2026-11-28');
  assert.equal(recordIdentity(daily), 'freecell/4/daily/2026-11-28');
});

test('a record written before revisions, par and hint levels existed reads as it meant: revision 0, no par, no help', () => {
  const old = {
    format: FORMAT, version: VERSION, game: 'freecell', cells: 4, deal: 617,
    play: {
      id: 'old', history: [{ pos: START, moves: 0 }, { pos: NEXT, moves: 1 }], at: 1, elapsed: 9000,
      playedAt: 1000, wonAt: 2000, winMoves: 1, winMs: 9000, leftAt: [],
    },
    past: [{ id: 'older', playedAt: 10, wonAt: null, leftAt: [20] }],
    savedAt: 3000,
  };
  const read = roundTrip(old);
  assert.equal(read.rev, 0);
  assert.equal(read.play.parMatched, null);
  assert.deepEqual(read.play.hints, { nudge: 0, lit: 0, played: 0, given: 0 });
  assert.deepEqual(read.past[0], { id: 'older', playedAt: 10, wonAt: null, winMoves: null, winMs: null, parMatched: null, undos: null, winGrade: null, cellsProven: null, leftAt: [20], hints: { nudge: 0, lit: 0, played: 0, given: 0 } });
  // Undos were not counted then: unknown, so that no old win is taken for one without Undo.
  assert.equal(read.play.undos, null);
  assert.deepEqual(read.play.history, old.play.history);
  // A par of another kind is dropped, not the play.
  assert.equal(roundTrip({ ...old, play: { ...old.play, parMatched: 'yes' } }).play.parMatched, null);
});

test('a play saved before each step said how many of its moves were given counts them all as given', () => {
  const record = recordOf(playing(), 0, [], 5000);
  const { given, ...history1 } = { ...record.play.history[1] };
  assert.equal(given, undefined);
  const old = { ...record, play: { ...record.play, history: [record.play.history[0], history1], hints: { ...record.play.hints, given: 4 } } };
  const read = roundTrip(old);
  assert.equal(read.play.history[0].given, undefined);
  assert.equal(read.play.history[1].given, 1);
  // One that says so is taken as it says.
  const told = roundTrip({ ...old, play: { ...old.play, history: [old.play.history[0], { ...history1, given: 0 }, { pos: START, moves: 2, given: 1 }] } });
  assert.deepEqual(told.play.history.map((e) => e.given), [undefined, undefined, 1]);
});

test('a record that is not what the page writes is refused whole', () => {
  const good = { ...recordOf(playing(), 0, [{ id: 'p0', playedAt: 1, wonAt: 2, winMoves: 90, winMs: 100, parMatched: true, leftAt: [], hints: {} }], 5000), rev: 1 };
  assert.notEqual(roundTrip(good), null);
  const play = good.play;
  const bad = {
    'not an object': null,
    'another format': { ...good, format: 'solitaire' },
    'a newer version': { ...good, version: VERSION + 1 },
    'an older version': { ...good, version: 1 },
    'a game name that is none': { ...good, game: 'Free Cell' },
    'nine free cells': { ...good, cells: 9 },
    'deal 0': { ...good, deal: 0 },
    'a deal that is no number': { ...good, deal: '617' },
    'a daily deal with no deal': { ...good, deal: null, daily: '2026-11-28' },
    'a daily date that is none': { ...good, daily: '28.11.2026' },
    'no time saved': { ...good, savedAt: -1 },
    'a revision below 0': { ...good, rev: -1 },
    'no play': { ...good, play: undefined },
    'an empty history': { ...good, play: { ...play, history: [], at: 0 } },
    'a step past the history': { ...good, play: { ...play, at: 2 } },
    'a step with no position': { ...good, play: { ...play, history: [{ pos: '', moves: 0 }], at: 0 } },
    'more given moves than moves': { ...good, play: { ...play, history: [play.history[0], { ...play.history[1], given: 2 }] } },
    'a win that was never played': { ...good, play: { ...play, playedAt: null, wonAt: 5 } },
    'a play id too long': { ...good, play: { ...play, id: 'x'.repeat(65) } },
    'a leave at no time': { ...good, play: { ...play, leftAt: ['soon'] } },
    'an earlier play that is none': { ...good, past: [{ id: 'p0' }] },
    'two plays of one id': { ...good, past: [{ ...good.past[0], id: play.id }] },
  };
  for (const [what, record] of Object.entries(bad)) assert.equal(roundTrip(record), null, what);
});

test('each game has one identity, and an identity opens the game it names', () => {
  assert.equal(identityOf({ game: 'freecell', cells: 4, deal: 617, start: START }), 'freecell/4/deal/617');
  assert.equal(identityOf({ game: 'seahaven', cells: 4, deal: null, start: START }), `seahaven/4/position/${START}`);
  assert.equal(identityOf({ game: 'freecell', cells: 4, deal: 9, start: START, daily: '2026-11-28' }), 'freecell/4/daily/2026-11-28');
  assert.deepEqual(sourceOf('freecell/2/deal/617'), { game: 'freecell', cells: 2, deal: 617 });
  assert.deepEqual(sourceOf(`seahaven/4/position/${START}`), { game: 'seahaven', cells: 4, position: START });
  assert.deepEqual(sourceOf('freecell/4/daily/2026-11-28'), { game: 'freecell', cells: 4, daily: '2026-11-28' });
  for (const junk of ['', 'freecell', 'freecell/4/deal/0', 'freecell/4/deal/abc', 'freecell/4/daily/today', 'Free/4/deal/1', 'freecell/10/deal/1']) {
    assert.equal(sourceOf(junk), null, junk);
  }
});

test('a won play set aside keeps its result; all of a record\'s plays count', () => {
  const won = recordOf(playing({ wonAt: 2000, winMoves: 80, winMs: 60_000, parMatched: true }), 60_000, [], 5000);
  const retired = retirePlay(won);
  assert.equal(retired.past.length, 1);
  assert.deepEqual(retired.past[0], { id: 'p1', playedAt: 1000, wonAt: 2000, winMoves: 80, winMs: 60_000, parMatched: true, undos: 0, winGrade: null, cellsProven: null, leftAt: [], hints: { nudge: 1, lit: 0, played: 0, given: 0 } });
  assert.equal(retired.past[0].history, undefined);
  assert.deepEqual(resultsOf(retired).map((r) => r.id), ['p1', 'p1']);
  const ids = new Set(Array.from({ length: 200 }, newPlayId));
  assert.equal(ids.size, 200);
  for (const id of ids) assert.match(id, /^[0-9a-z]{12,}$/);
});

test('the feats\' facts of a play (undos, the grade won, the fewest cells proven) are saved and read back; a fact of another kind reads as unknown', () => {
  const won = recordOf(playing({ wonAt: 2000, winMoves: 80, winMs: 60_000, undos: 2, winGrade: 'hard', cellsProven: true }), 60_000, [], 5000);
  const read = roundTrip({ ...won, rev: 1 });
  assert.deepEqual([read.play.undos, read.play.winGrade, read.play.cellsProven], [2, 'hard', true]);
  const retired = roundTrip({ ...retirePlay(won), play: { ...won.play, id: 'p2' }, rev: 1 });
  assert.deepEqual([retired.past[0].undos, retired.past[0].winGrade, retired.past[0].cellsProven], [2, 'hard', true]);
  const odd = roundTrip({ ...won, rev: 1, play: { ...won.play, undos: -1, winGrade: 'brutal', cellsProven: 'yes' } });
  assert.deepEqual([odd.play.undos, odd.play.winGrade, odd.play.cellsProven], [null, null, null]);
});
