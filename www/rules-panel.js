// "How to play": the rules of the game being played, as the engine gives
// them (wasm explainRules' facts, worded by words.js: nothing here states
// a rule), then how cards are moved with a mouse, a finger or the keys
// (index.html); and Learn to play, which starts the tutorial (tutorial.js).
import { bindDialog } from './panels.js';
import { listen } from './events.js';
import { setWords, onLanguage } from './i18n.js';
import { ruleText } from './words.js';

/** Fills the dialog for the game shown. */
export function showRules(state, dom) {
  setWords(dom.rulesTitle, 'rules-title-game', { game: state.rules.title });
  dom.rulesList.replaceChildren(...state.board.explainRules().map((fact) => {
    const item = document.createElement('li');
    item.textContent = ruleText(fact);
    return item;
  }));
}

/**
 * Binds the dialog: opening (`beforeOpen` first) and closing; `focusAfter`
 * takes the focus if the opener is hidden (in the Menu's closed panel).
 * Its Learn to play button (made here, under the title) closes it and
 * calls `onLearn`. Returns the unbind.
 */
export function bindRulesPanel({ state, dom, beforeOpen, focusAfter, onLearn }) {
  const learn = document.createElement('button');
  learn.type = 'button';
  learn.id = 'rules-learn';
  learn.className = 'rules-learn';
  setWords(learn, 'tutorial-offer-start');
  const wrap = document.createElement('p');
  wrap.append(learn);
  dom.rulesTitle.after(wrap);
  const unbinds = [
    bindDialog({
      dialog: dom.rulesDialog, opener: dom.openRules, closer: dom.rulesClose, onOpen: () => showRules(state, dom), beforeOpen, focusAfter,
    }),
    onLanguage(() => { if (dom.rulesDialog.open) showRules(state, dom); }),
    // Started once the dialog has closed, so that the focus it hands back goes on to the board.
    listen(learn, 'click', () => {
      dom.rulesDialog.addEventListener('close', () => onLearn?.(), { once: true });
      dom.rulesDialog.close();
    }),
  ];
  return () => {
    unbinds.forEach((unbind) => unbind());
    wrap.remove();
  };
}
