// Words of the win and of Share in every catalogue (www/locales/*.ftl),
// formatted as the page formats them (@fluent/bundle): one move is one
// move in every language, and the French win is a whole sentence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { FluentBundle, FluentResource } from '@fluent/bundle';

const LANGUAGES = ['en', 'de', 'fr', 'es', 'pl'];

function bundleOf(lang) {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(readFileSync(new URL(`../../www/locales/${lang}.ftl`, import.meta.url), 'utf8')));
  assert.deepEqual(errors, []);
  return bundle;
}

const format = (bundle, id, args) => bundle.formatPattern(bundle.getMessage(id).value, args);

test('Share\'s text: one move solved with help is a singular in every language', () => {
  const one = { en: '1 move', de: '1 Zug', fr: '1 coup', es: '1 movimiento', pl: '1 ruchu' };
  const many = { en: '5 moves', de: '5 Zügen', fr: '5 coups', es: '5 movimientos', pl: '5 ruchach' };
  for (const lang of LANGUAGES) {
    const bundle = bundleOf(lang);
    const text = (moves, won) => format(bundle, 'share-text', { game: 'FreeCell', date: 'x', won, moves, par: 'none', time: '1:00', streak: 2 });
    for (const won of ['yes', 'no']) {
      assert.ok(text(1, won).includes(one[lang]), `${lang} ${won}: ${text(1, won)}`);
      assert.ok(text(5, won).includes(many[lang]), `${lang} ${won}: ${text(5, won)}`);
    }
  }
});

test('the French win is a sentence with its verb', () => {
  const fr = bundleOf('fr');
  const what = (kind, game = 'none') => format(fr, 'win-what', { game, kind, date: '2 décembre 2026', deal: '5' });
  const solved = (kind, game) => format(fr, 'win-solved', { what: what(kind, game), moves: 1, time: '0:10', par: '', hints: 'Aucun indice.' });
  assert.equal(solved('position'), 'Cette position est résolue en 1 coup et 0:10. Aucun indice.');
  assert.equal(solved('deal'), 'La donne 5 est résolue en 1 coup et 0:10. Aucun indice.');
  assert.equal(solved('daily'), 'La donne du jour du 2 décembre 2026 est résolue en 1 coup et 0:10. Aucun indice.');
  assert.equal(solved('deal', 'Baker’s Game'), 'Baker’s Game, la donne 5, est résolue en 1 coup et 0:10. Aucun indice.');
  assert.match(format(fr, 'win-solved-given', { what: what('deal'), moves: 1, par: '', given: 1 }), /^La donne 5 est résolue en 1 coup\. /);
});
