// The New game dialog: which game of the family (wasm `games()` lists
// them), how many free cells, the difficulty of a random deal, and a deal
// number (empty: a random deal). It opens showing the game being played and
// the difficulty last chosen, with the number empty, so New game then Play
// deals again at once. Play with a number opens that deal (wasm refuses a
// number that is none, with its reason); without one, the dealer finds a
// deal of the difficulty chosen (difficulty.js), which is kept with the
// settings. A difficulty the game and cell count chosen cannot give (the
// engine's `gradesOf`, asked through `grades`) cannot be chosen, and says so.
import { games } from './pkg/freecell.js';
import { listen } from './events.js';
import { t } from './i18n.js';
import { nearest } from './dealer.js';
import { MAX_CELLS } from './counts.js';

/**
 * `dom`: the dialog's elements; `newDeal(spec)`: deals at random in
 * `spec` ({game, cells}); `focusAfter`: where the focus goes on closing
 * when the opener is out of sight; `grades(spec)`: a promise of {grades}
 * (dealer.js). Returns {bind, open, offer, spec, typedDeal}.
 */
export function createNewGame(state, dom, ctl, newDeal, { beforeOpen, focusAfter, grades } = {}) {
  const list = games();
  const byName = new Map(list.map((g) => [g.name, g]));
  const dialog = dom.newGameDialog;
  dom.gameSelect.replaceChildren(...list.map((g) => new Option(g.title, g.name)));

  /** The cell counts for `game`: 0 to 8, its own marked as usual. */
  function fillCells(game, cells) {
    const own = byName.get(game)?.cells ?? 4;
    const options = [];
    for (let n = 0; n <= MAX_CELLS; n += 1) {
      const label = t('new-game-cells-option', { cells: n, usual: n === own ? 'yes' : 'no' });
      options.push(new Option(label, String(n)));
    }
    dom.cellsSelect.replaceChildren(...options);
    dom.cellsSelect.value = String(cells ?? own);
  }

  /** The game chosen, as wasm's `fromDeal` takes it. */
  function spec() {
    return { game: dom.gameSelect.value, cells: Number(dom.cellsSelect.value) };
  }

  /** The deal number typed: a number, null when empty (a random deal), or NaN when it is no whole number. */
  function typedDeal() {
    const text = dom.dealInput.value.trim().replace(/[,_ ]/g, '');
    if (text === '') return null;
    return /^\d+$/.test(text) ? Number(text) : NaN;
  }

  let asked = 0; // the latest question about grades: an older answer is dropped

  /** Lets only the difficulties the game chosen can give be chosen; one chosen that it cannot gives way to the nearest that it can. */
  function markGrades() {
    const question = ++asked;
    grades?.(spec()).then((answer) => {
      if (question !== asked || !answer?.grades) return;
      const radios = [...dom.difficulty.elements];
      for (const radio of radios) radio.disabled = radio.value !== 'any' && !answer.grades.includes(radio.value);
      const chosen = radios.find((radio) => radio.checked);
      if (chosen?.disabled) {
        const near = nearest(chosen.value, answer.grades) ?? 'any';
        for (const radio of radios) radio.checked = radio.value === near;
      }
      dom.gradesNote.textContent = radios.some((radio) => radio.disabled) ? t('new-game-grades-missing') : '';
    });
  }

  /** Opens the dialog on `game` and `cells` with `difficulty` chosen and `note` said. */
  function show({ game, cells }, difficulty, note = '') {
    beforeOpen?.();
    fillCells(game, cells);
    dom.gameSelect.value = game;
    for (const radio of dom.difficulty.elements) {
      radio.disabled = false;
      radio.checked = radio.value === difficulty;
    }
    dom.gradesNote.textContent = '';
    markGrades();
    dom.dealInput.value = '';
    dom.dealNote.textContent = note;
    if (!dialog.open) dialog.showModal();
    dom.dealPlay.focus();
  }

  /** Opens the dialog on the game being played and the difficulty last chosen. */
  function open() {
    show(state.rules, state.settings.difficulty);
  }

  /** Offers `difficulty` for a random deal of `kind` ({game, cells}), saying why (`note`). */
  function offer(kind, difficulty, note) {
    show(kind, difficulty, note);
  }

  function play() {
    const deal = typedDeal();
    if (Number.isNaN(deal)) {
      dom.dealNote.textContent = t('new-game-bad-number');
      dom.dealInput.focus();
      return;
    }
    const chosen = [...dom.difficulty.elements].find((radio) => radio.checked)?.value ?? state.settings.difficulty;
    if (chosen !== state.settings.difficulty) ctl.setSettings({ ...state.settings, difficulty: chosen });
    dialog.close();
    if (deal === null) newDeal(spec());
    else ctl.open({ ...spec(), deal }, { takeBack: true });
  }

  function bind() {
    const unbinds = [
      listen(dom.newGame, 'click', open),
      listen(dom.gameSelect, 'change', () => {
        fillCells(dom.gameSelect.value);
        markGrades();
      }),
      listen(dom.cellsSelect, 'change', markGrades),
      listen(dom.dealForm, 'submit', (e) => {
        e.preventDefault();
        play();
      }),
      listen(dom.dealInput, 'input', () => { dom.dealNote.textContent = ''; }),
      listen(dom.newGameCancel, 'click', () => dialog.close()),
      // A press on the backdrop (outside the dialog's box) closes it.
      listen(dialog, 'click', (e) => { if (e.target === dialog) dialog.close(); }),
      listen(dialog, 'close', () => { if (!dom.newGame.checkVisibility()) focusAfter?.focus(); }),
    ];
    return () => unbinds.forEach((unbind) => unbind());
  }

  return { bind, open, offer, spec, typedDeal };
}
