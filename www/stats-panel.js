// The Statistics dialog: the statistics of the game being played (its kind:
// name and free-cell count), how many of its games are in progress, and
// the Export and Import of everything saved (transfer.js).
import { games } from './pkg/freecell.js';
import { listen } from './events.js';
import { formatTime } from './clock.js';
import { kindOf } from './records.js';
import { checkRecord } from './game.js';
import { exportText, exportName, readExport, mergeAll, mergeCarried } from './transfer.js';

/** 'Baker's Game, 4 free cells': the kind of game, by the engine's title of it (wasm games()). */
export function gameTitle({ game, cells }) {
  const title = games().find((g) => g.name === game)?.title ?? game;
  return `${title}, ${cells} free cell${cells === 1 ? '' : 's'}`;
}

/** Fills the dialog's figures from the state and the saves. */
export function showStats(state, saves, dom) {
  const s = state.stats;
  const figures = {
    played: String(s.played),
    won: String(s.won),
    rate: `${Math.round(s.rate * 100)}%`,
    streak: String(s.streak),
    best: String(s.best),
    fewest: s.fewestMoves === null ? '–' : String(s.fewestMoves),
    fastest: s.fastestMs === null ? '–' : formatTime(s.fastestMs),
    progress: String(saves.inProgress()[kindOf(state)] ?? 0),
    par: s.parProven ? `${s.parMatched} of ${s.parProven}` : '–',
    hints: `${s.hints.nudge} nudge${s.hints.nudge === 1 ? '' : 's'}, ${s.hints.lit} lit, ${s.hints.played} played`,
  };
  dom.statsKind.textContent = gameTitle(state);
  for (const [name, text] of Object.entries(figures)) dom.statsDialog.querySelector(`[data-stat="${name}"]`).textContent = text;
}

/** Binds the dialog: opening, Export, Import, Close; returns the unbind (`beforeOpen`, `focusAfter`: as in settings-panel.js). */
export function bindStatsPanel({ state, ctl, saves, dom, beforeOpen, focusAfter }) {
  const say = (text) => { dom.transferMessage.textContent = text; };

  function download() {
    const text = exportText(saves.everything(), state.settings);
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = exportName();
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    const n = saves.everything().records.length;
    say(`Exported ${n} game${n === 1 ? '' : 's'}, the statistics and the settings.`);
  }

  async function upload(file) {
    let text;
    try {
      text = await file.text();
    } catch {
      say('The file could not be read. Nothing was changed.');
      return;
    }
    const read = readExport(text, checkRecord);
    if (read.error) {
      say(`${read.error} Nothing was changed.`);
      return;
    }
    const here = saves.everything();
    if (!saves.writeAll(mergeAll(here.records, read.games), mergeCarried(here.carried, read.carried))) {
      say('There is no room in this browser\'s storage for these games. Nothing was changed.');
      return;
    }
    if (read.settings) ctl.setSettings(read.settings);
    ctl.reread();
    showStats(state, saves, dom);
    const n = read.games.length;
    say(`Imported ${n} game${n === 1 ? '' : 's'}${read.settings ? ' and the settings' : ''}.`);
  }

  const unbinds = [
    listen(dom.openStats, 'click', () => {
      beforeOpen?.();
      say('');
      showStats(state, saves, dom);
      dom.statsDialog.showModal();
    }),
    listen(dom.exportButton, 'click', download),
    listen(dom.importButton, 'click', () => dom.importFile.click()),
    listen(dom.importFile, 'change', () => {
      const file = dom.importFile.files[0];
      dom.importFile.value = '';
      if (file) upload(file);
    }),
    listen(dom.statsClose, 'click', () => dom.statsDialog.close()),
    listen(dom.statsDialog, 'click', (e) => { if (e.target === dom.statsDialog) dom.statsDialog.close(); }),
    listen(dom.statsDialog, 'close', () => { if (!dom.openStats.checkVisibility()) focusAfter?.focus(); }),
  ];
  return () => unbinds.forEach((unbind) => unbind());
}
