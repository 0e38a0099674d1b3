// The Statistics dialog: the statistics of the game being played (its kind:
// name and free-cell count), how many of its games are in progress, and
// the Export and Import of everything saved (transfer.js).
import { gameTitle } from './game-name.js';
import { listen } from './events.js';
import { formatTime } from './clock.js';
import { kindOf } from './records.js';
import { checkRecord } from './sources.js';
import { exportText, exportName, readExport } from './transfer.js';
import { mergeAll, mergeCarried } from './merge.js';
import { t, locale, onLanguage } from './i18n.js';
import { percent } from './stats.js';

export { gameTitle } from './game-name.js';

/** A count in the page's language (1,234; 1.234). */
const number = (n) => new Intl.NumberFormat(locale()).format(n);

/** Fills the dialog's figures from the state and the saves. */
export function showStats(state, saves, dom) {
  const s = state.stats;
  const figures = {
    played: number(s.played),
    won: number(s.won),
    rate: percent(s.rate),
    streak: number(s.streak),
    best: number(s.best),
    fewest: s.fewestMoves === null ? '–' : number(s.fewestMoves),
    fastest: s.fastestMs === null ? '–' : formatTime(s.fastestMs),
    progress: number(saves.inProgress()[kindOf(state.rules)] ?? 0),
    par: s.parProven ? t('stats-par-value', { matched: s.parMatched, proven: s.parProven }) : '–',
    hints: t('stats-hints-value', { nudge: s.hints.nudge, lit: s.hints.lit, played: s.hints.played }),
  };
  dom.statsKind.textContent = gameTitle(state.rules);
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
    say(t('stats-exported', { count: saves.everything().records.length }));
  }

  async function upload(file) {
    let text;
    try {
      text = await file.text();
    } catch {
      say(t('stats-unreadable'));
      return;
    }
    const read = readExport(text, checkRecord);
    if (read.error) {
      say(t('stats-refused', { reason: read.error }));
      return;
    }
    const here = saves.everything();
    if (!saves.writeAll(mergeAll(here.records, read.games), mergeCarried(here.carried, read.carried))) {
      say(t('stats-full'));
      return;
    }
    if (read.settings) ctl.setSettings(read.settings);
    ctl.reread();
    showStats(state, saves, dom);
    say(t('stats-imported', { count: read.games.length, settings: read.settings ? 'yes' : 'no' }));
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
    onLanguage(() => { if (dom.statsDialog.open) showStats(state, saves, dom); }),
  ];
  return () => unbinds.forEach((unbind) => unbind());
}
