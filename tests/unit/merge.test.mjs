// An import's merge of one game (www/merge.js mergeRecords): every
// play's result is kept with all its facts, the feats' and the solver's
// verdicts too, so that a feat earned on one device is still earned after
// its file is imported on another that knows the same game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { recordOf, readRecord } from '../../www/records.js';
import { mergeRecords } from '../../www/merge.js';

const START = 'KD7D/AS/2S/3S/4S/5S/6S/7S////';
const NEXT = 'KD/AS/2S/3S/4S/5S/6S/7S7D////';

/** A record of deal 617 whose play `id` is in progress, with `past` results, saved at `savedAt`. */
function record(id, past, savedAt, over = {}) {
  const state = {
    rules: { game: 'freecell', cells: 4 }, deal: 617, daily: null, playId: id,
    history: [{ pos: START, moves: 0 }, { pos: NEXT, moves: 1, play: ['18'] }], at: 1,
    playedAt: 100, wonAt: null, winMoves: null, winMs: null, parMatched: null, leftAt: [],
    hints: { nudge: 0, lit: 0, played: 0 }, undos: 0, winGrade: null, cellsProven: null,
    ...over,
  };
  return readRecord(JSON.parse(JSON.stringify({ ...recordOf(state, 0, [], savedAt), past, rev: 1 })));
}

/** A won play's result with its feats' facts. */
const wonPlay = (over = {}) => ({
  id: 'won', playedAt: 10, wonAt: 20, winMoves: 80, winMs: 60_000, parMatched: true, undos: 0, winGrade: 'hard', cellsProven: true,
  leftAt: [], hints: { nudge: 0, lit: 0, played: 0, given: 0 }, ...over,
});

test('a won play known to both sides keeps its facts: par matched, undos, the grade, the fewest cells proven, the hints', () => {
  const here = record('now', [wonPlay({ parMatched: null, cellsProven: null })], 1000);
  const there = record('now', [wonPlay({ hints: { nudge: 0, lit: 0, played: 0, given: 0 } })], 2000);
  const merged = mergeRecords(here, there);
  assert.deepEqual(merged.past.map((r) => [r.id, r.parMatched, r.undos, r.winGrade, r.cellsProven]), [['won', true, 0, 'hard', true]]);
  // Either way round: a solver's verdict on one side is not lost to the other's none.
  const back = mergeRecords(there, here);
  assert.deepEqual(back.past.map((r) => [r.parMatched, r.cellsProven]), [[true, true]]);
});

test('a play won on one side only is taken as won there; the play in progress keeps the latest side\'s undos and hints', () => {
  const here = record('p', [], 1000, { undos: 1, hints: { nudge: 1, lit: 0, played: 0 } });
  const there = record('p', [], 2000, { undos: 3, hints: { nudge: 2, lit: 1, played: 0 } });
  const merged = mergeRecords(here, there);
  assert.equal(merged.play.undos, 3);
  assert.deepEqual(merged.play.hints, { nudge: 2, lit: 1, played: 0, given: 0 });
  const both = mergeRecords(record('q', [wonPlay({ id: 'a' })], 1000), record('q', [wonPlay({ id: 'b', undos: 4 })], 2000));
  assert.deepEqual(both.past.map((r) => [r.id, r.undos]), [['a', 0], ['b', 4]]);
  assert.notEqual(readRecord(JSON.parse(JSON.stringify(both))), null);
});
