// How the page names a game outside its own bar: its kind as Statistics
// names it ("Baker's Game, 4 free cells", by the engine's title, wasm
// games()) and which of its games, as the bar names it ("deal 617",
// "daily deal, 28 November 2026", "custom position").
import { games } from './pkg/freecell.js';
import { sourceOf } from './records.js';
import { longDate } from './daily.js';
import { t } from './messages.js';

/** 'Baker's Game, 4 free cells': the kind of game, by the engine's title of it. */
export function gameTitle({ game, cells }) {
  const title = games().find((g) => g.name === game)?.title ?? game;
  return t('game-kind', { game: title, cells });
}

/**
 * What is said when making room for this game's save dropped the undo
 * steps of the game `identity` (records.js), named as above; null for an
 * identity that names no game.
 */
export function historyCutNotice(identity) {
  const source = sourceOf(identity);
  if (!source) return null;
  const what = source.daily ? 'daily' : source.position !== undefined ? 'position' : 'deal';
  return t('save-history-cut', {
    what,
    kind: gameTitle(source),
    deal: String(source.deal ?? ''),
    date: source.daily ? longDate(source.daily) : '',
  });
}
