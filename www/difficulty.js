// The difficulty of new deals: Any, Easy, Medium or Hard, chosen in the
// New game dialog (newgame.js) and kept with the settings. New deal asks the
// dealer (dealer.js) for a deal of that grade in the game being played, and
// the grade of the numbered deal being played shows next to its number,
// graded in the background the first time it is seen. A difficulty the
// game and its free cells cannot give (the engine's `gradesOf`), or of
// which no deal turned up within the dealer's time limit, is said at once,
// and the nearest that deals is offered in the New game dialog (`offer`).
import { gameSpec, movesMade } from './game.js';
import { deals, nearest } from './dealer.js';
import { t } from './i18n.js';
import { solverErrorText } from './words.js';


/** `offer(spec, difficulty, note)`, set by `offerWith`: shows the New game dialog on `spec` with `difficulty` chosen and `note` said. */
export function createDifficulty(state, dom, ctl, dealer) {
  let offer = () => {};
  const grades = new Map(); // `${game}/${cells}/${deal}` -> 'easy' | 'medium' | 'hard' | 'impossible' | 'unknown'
  const asked = new Set();
  let dealing = false;

  const keyOf = (spec, deal) => `${spec.game}/${spec.cells}/${deal}`;
  const gradeName = (answer) => answer.grade ?? (answer.result === 'impossible' ? 'impossible' : 'unknown');

  /**
   * Shows the grade of the deal being played, asking the dealer the first
   * time. With `chosenAtRandom` (a first deal the page picked because
   * nothing named one): once it is graded, if the dealer would not have
   * dealt it (it cannot be won, or is not of the difficulty chosen) and no
   * move has been made, a deal the dealer finds takes its place.
   */
  function refresh({ chosenAtRandom = false } = {}) {
    if (state.deal === null) {
      state.grade = null;
      return;
    }
    const spec = gameSpec(state);
    const key = keyOf(spec, state.deal);
    state.grade = grades.get(key) ?? null;
    if (state.grade || asked.has(key)) return;
    asked.add(key);
    dealer.grade(spec, state.deal).then((answer) => {
      if (answer.error) return;
      grades.set(key, gradeName(answer));
      if (keyOf(gameSpec(state), state.deal) !== key) return;
      state.grade = grades.get(key);
      ctl.redraw();
      // A deal won before its grade came is won at that grade (the feats, feats.js).
      if (state.wonAt !== null && !state.winGrade && ['easy', 'medium', 'hard'].includes(state.grade)) {
        state.winGrade = state.grade;
        ctl.persist();
      }
      if (chosenAtRandom && movesMade(state) === 0 && !deals(state.grade, state.settings.difficulty)) {
        // Quietly: what the page said as it opened (why the address was refused) stays.
        // Unless the game shown changed while the dealer looked (the player opened another, or the tutorial).
        newDeal(spec, { push: false, quiet: true, still: () => keyOf(gameSpec(state), state.deal) === key && movesMade(state) === 0 });
      }
    });
  }

  /**
   * A new deal of the difficulty chosen, in `spec` ({game, cells}; the game
   * being played by default); `push`: a new entry in the browser's history;
   * `quiet`: nothing said (a first deal replaced), the message shown kept;
   * `still`: whether the deal found should still be opened, asked once it is found.
   */
  async function newDeal(spec = gameSpec(state), { push = true, quiet = false, still = () => true } = {}) {
    if (dealing) return;
    dealing = true;
    const difficulty = state.settings.difficulty;
    dom.newGame.setAttribute('aria-busy', 'true');
    if (!quiet) ctl.say(t('msg-finding-deal', { difficulty }), 20_000);
    const can = difficulty === 'any' ? null : await dealer.grades(spec);
    const found = can?.grades && !can.grades.includes(difficulty)
      ? { none: 'difficulty-none', seen: can.grades }
      : await dealer.find(spec, difficulty);
    dealing = false;
    dom.newGame.removeAttribute('aria-busy');
    if (found.seen && difficulty !== 'any') {
      if (!quiet) offerNearest(spec, difficulty, found);
      return;
    }
    if (found.error) {
      if (!quiet) ctl.say(t('msg-no-new-deal', { error: solverErrorText(found) }));
      return;
    }
    if (found.grade) grades.set(keyOf(spec, found.deal), found.grade);
    if (!still()) return;
    const said = quiet ? null : difficulty === 'any' ? t('msg-new-deal', { deal: String(found.deal) }) : t('msg-new-deal-grade', { deal: String(found.deal), grade: t(`grade-${found.grade}`) });
    // A game in progress it replaces can be brought back for a few seconds (opening.js).
    ctl.open({ ...spec, deal: found.deal }, { push, quiet, said, takeBack: !quiet });
  }

  /** Says that `difficulty` gave no deal (`found`: why, and the grades `seen` that do) and offers the nearest that deals. */
  function offerNearest(spec, difficulty, found) {
    const reason = t(found.none ?? 'difficulty-none-found', { difficulty });
    const near = nearest(difficulty, found.seen);
    const text = near ? t('difficulty-instead', { reason, nearest: near }) : reason;
    ctl.say(text, 10_000);
    if (near) offer(spec, near, text);
  }

  return { refresh, newDeal, offerWith: (fn) => { offer = fn; } };
}
