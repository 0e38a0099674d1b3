// The Feats dialog (the Menu's Feats): every feat of the catalogue
// (feats.js) with what it asks, whether it is earned, a count's progress
// ("Wins: 12 of 100") and which the solver certifies, read from the saved
// plays when it opens. Loaded with extras.js, never on the first load.
import { games } from './pkg/freecell.js';
import { featStates } from './feats.js';
import { localDate } from './daily.js';
import { listen } from './events.js';
import { t, locale, onLanguage } from './i18n.js';

/** A count in the page's language. */
const number = (n) => new Intl.NumberFormat(locale()).format(n);

/** One feat's entry in the list: its name, what it asks, its state and progress. */
function entryOf(f) {
  const li = document.createElement('li');
  li.dataset.feat = f.id;
  li.dataset.earned = String(f.earned);
  const name = document.createElement('strong');
  name.className = 'feat-name';
  name.textContent = t(`feat-${f.id}`);
  const about = document.createElement('span');
  about.className = 'feat-about';
  about.textContent = t(`feat-${f.id}-about`, { need: f.need });
  const status = document.createElement('span');
  status.className = 'feat-state';
  const progress = f.unit && !f.earned && f.need > 1 ? t(`feats-unit-${f.unit}`, { have: number(f.have), need: number(f.need) }) : '';
  status.textContent = [t(f.earned ? 'feats-earned-state' : 'feats-not-yet'), progress, f.certified ? t('feats-certified') : ''].filter(Boolean).join(' · ');
  li.append(name, ' ', about, ' ', status);
  return li;
}

/** Fills the dialog from the plays and the daily goals met (feat-watch.js facts()). */
export function showFeats({ plays, goals }, dom) {
  const states = featStates(plays, games(), localDate(), goals);
  dom.featsSummary.textContent = t('feats-summary', { earned: states.filter((f) => f.earned).length, total: states.length });
  dom.featsList.replaceChildren(...states.map(entryOf));
}

/** Binds the dialog: opening from the Menu, Close; returns the unbind (`beforeOpen`, `focusAfter`: as in stats-panel.js). */
export function bindFeatsPanel({ facts, dom, beforeOpen, focusAfter }) {
  const unbinds = [
    listen(dom.openFeats, 'click', () => {
      beforeOpen?.();
      showFeats(facts(), dom);
      dom.featsDialog.showModal();
    }),
    listen(dom.featsClose, 'click', () => dom.featsDialog.close()),
    listen(dom.featsDialog, 'click', (e) => { if (e.target === dom.featsDialog) dom.featsDialog.close(); }),
    listen(dom.featsDialog, 'close', () => { if (!dom.openFeats.checkVisibility()) focusAfter?.focus(); }),
    onLanguage(() => { if (dom.featsDialog.open) showFeats(facts(), dom); }),
  ];
  return () => unbinds.forEach((unbind) => unbind());
}
