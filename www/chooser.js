// The game chooser in the deal form: which game of the family (wasm
// `games()` lists them) and how many free cells. Choosing deals a new game
// at once: the deal number typed in the form, or else a new deal of the
// difficulty chosen (`newDeal`, difficulty.js). The form's Play deals that
// number in the chosen game.
import { games } from './pkg/freecell.js';
import { listenChoice } from './events.js';

const MAX_CELLS = 8;

export function createChooser(dom, ctl, newDeal) {
  const list = games();
  const byName = new Map(list.map((g) => [g.name, g]));
  dom.gameSelect.replaceChildren(...list.map((g) => new Option(g.title, g.name)));
  dom.gameSelect.title = 'Game';

  /** The cell counts for `game`: its own first-named, then 0 to 8. */
  function fillCells(game, cells) {
    const own = byName.get(game)?.cells ?? 4;
    const options = [];
    for (let n = 0; n <= MAX_CELLS; n += 1) {
      const label = `${n} free cell${n === 1 ? '' : 's'}${n === own ? ' (usual)' : ''}`;
      options.push(new Option(label, String(n)));
    }
    dom.cellsSelect.replaceChildren(...options);
    dom.cellsSelect.value = String(cells ?? own);
  }

  /** The game chosen, as wasm's `fromDeal` takes it. */
  function spec() {
    return { game: dom.gameSelect.value, cells: Number(dom.cellsSelect.value) };
  }

  /** The deal number typed in the form, or null. */
  function typedDeal() {
    const text = dom.dealInput.value.trim().replace(/[,_ ]/g, '');
    return /^\d+$/.test(text) ? Number(text) : null;
  }

  /** A choice walked to with the keys and not yet made (listenChoice): the selects show it, not the game. */
  let walking = false;

  /** Shows the game being played (unless the player is walking through the choices). */
  function show(rules) {
    if (walking || !rules) return;
    if (dom.gameSelect.value !== rules.game || dom.cellsSelect.options.length === 0) fillCells(rules.game, rules.cells);
    dom.gameSelect.value = rules.game;
    dom.cellsSelect.value = String(rules.cells);
  }

  function deal() {
    const n = typedDeal();
    if (n === null) newDeal(spec());
    else ctl.open({ ...spec(), deal: n });
  }

  function bind() {
    const unbinds = [
      listenChoice(dom.gameSelect, () => {
        walking = false;
        fillCells(dom.gameSelect.value);
        deal();
      }, () => { walking = true; }),
      listenChoice(dom.cellsSelect, () => {
        walking = false;
        deal();
      }, () => { walking = true; }),
    ];
    return () => unbinds.forEach((unbind) => unbind());
  }

  return { bind, show, spec, typedDeal };
}
