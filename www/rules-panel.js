// "How to play": the rules of the game being played, as the engine gives
// them (wasm explainRules' facts, worded by words.js: nothing here states
// a rule), then how cards are moved with a mouse, a finger or the keys
// (index.html).
import { bindDialog } from './panels.js';
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

/** Binds the dialog: opening (`beforeOpen` first) and closing; `focusAfter` takes the focus if the opener is hidden (in the Menu's closed panel). Returns the unbind. */
export function bindRulesPanel({ state, dom, beforeOpen, focusAfter }) {
  const unbinds = [
    bindDialog({
      dialog: dom.rulesDialog, opener: dom.openRules, closer: dom.rulesClose, onOpen: () => showRules(state, dom), beforeOpen, focusAfter,
    }),
    onLanguage(() => { if (dom.rulesDialog.open) showRules(state, dom); }),
  ];
  return () => unbinds.forEach((unbind) => unbind());
}
