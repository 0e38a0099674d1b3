// The page's deals, out of the first load: the dealer's worker, the
// difficulty and the grade shown (difficulty.js), the New game dialog, the
// daily deal and its goals, and a challenge link read. main.js loads this
// with extras.js once the board can be played, or, when the address names
// a daily deal or a challenge (whose first game these open), beside the
// rules' wasm. No logic of its own.
import { createDealer } from './dealer.js';
import { createDifficulty } from './difficulty.js';
import { createNewGame } from './newgame.js';
import { createDaily, todayInstead } from './daily-open.js';
import { createDailyGoals } from './daily-goals.js';
import { readChallenge, createChallengeStore } from './challenge-open.js';
import { storageOf } from './saves.js';

export { todayInstead, readChallenge };

/**
 * Makes the dealer, the difficulty, the daily deal and its goals (their
 * worker starts at the first question); `bind()` binds the New game
 * dialog. Returns them, with `recall(identity)`, the challenge this tab
 * kept for a game (a reload), or null.
 */
export function createDeals({ state, dom, ctl, saves, menu }) {
  const dealer = createDealer();
  const difficulty = createDifficulty(state, dom, ctl, dealer);
  const goals = createDailyGoals({ dealer, local: storageOf('localStorage') });
  const daily = createDaily({ state, ctl, dealer, saves, goals });
  const newGame = createNewGame(state, dom, ctl, difficulty.newDeal, { beforeOpen: () => menu.close(), focusAfter: dom.menuButton, grades: dealer.grades });
  difficulty.offerWith(newGame.offer);
  return { dealer, difficulty, goals, daily, newGame, recall: (identity) => createChallengeStore().recall(identity) };
}
