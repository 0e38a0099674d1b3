// What a game's source ({game, cells, deal} or {position}) or a saved
// record holds, asked of wasm without changing the page's state: the
// board it deals, the game it is, and whether a record's positions are
// what the record says. No DOM.
import { GameBoard } from './pkg/freecell.js';
import { identityOf } from './records.js';

/**
 * The wasm board of a deal of a game (`cells` free cells; the game's own
 * number when absent), or of a position, whose text names its game.
 */
export function boardOf({ game, cells, deal, position }) {
  if (deal === null) return GameBoard.fromText(position);
  return GameBoard.fromDeal(deal, cells === undefined || cells === null ? { game } : { game, cells });
}

/** The game and cell count of a board, as wasm says. */
export function rulesOf(board) {
  const { game, cells } = board.rules();
  return { game, cells };
}

/**
 * What a source ({game, cells, deal} or {position}) would open: {game,
 * cells, deal, start, identity}, without changing the state. Throws the
 * wasm Error if the deal or the position is refused.
 */
export function describe({ game = 'freecell', cells, deal = null, position = null, daily = null }) {
  const board = boardOf({ game, cells, deal, position });
  const rules = rulesOf(board);
  const start = board.toText();
  board.free();
  return { ...rules, deal, daily, start, identity: identityOf({ ...rules, deal, start, daily }) };
}

/** checkRecord's Error: English `message` for developers, `reason` (words.js's refusal-<kind>) for the player. */
const refusedRecord = (message, reason) => Object.assign(new Error(message), { reason });

/**
 * Checks a saved record (records.js) against the rules: throws the wasm
 * Error if a position of its play is refused, or an Error if its positions
 * are of another game or a deal's record does not start with that deal.
 */
export function checkRecord(record) {
  const play = record.play;
  for (const entry of play.history) {
    const board = GameBoard.fromText(entry.pos);
    const rules = rulesOf(board);
    board.free();
    if (rules.game !== record.game || rules.cells !== record.cells) throw refusedRecord(`a saved position is not of ${record.game} with ${record.cells} free cells`, { kind: 'saved-other-game' });
  }
  if (record.deal !== null) {
    const dealt = boardOf(record);
    const same = dealt.toText() === play.history[0].pos;
    dealt.free();
    if (!same) throw refusedRecord(`the saved game does not start with deal ${record.deal}`, { kind: 'saved-other-deal', deal: String(record.deal) });
  }
}

