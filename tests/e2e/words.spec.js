// The engine's values in the player's language: a refused move's reason
// (wasm's error.reason) and How to play's rules (wasm's explainRules
// facts) worded by www/words.js from the catalogue, cards and piles named
// in the case each sentence needs.
import { test, expect } from '@playwright/test';
import {
  open, grabPoint, dropPoint, mouseDrag, expectPile, fromMenu, card, pile, position, chooseSetting, DEAL_1,
} from './helpers.js';

/**
 * A position for a move to each kind of pile: free cells a, b and c full
 * (one empty, d), so only 2 cards of cascade 1's run 9♣ 8♥ 7♣ may move
 * together; the 7♣ can go to free cell d and back onto the 8♥; the 2♥
 * (cascade 2) goes home onto the A♥ (foundation 1); the 6♦\uFE0E is alone in
 * cascade 4.
 */
const KINDS = position({
  'cascade-0': ['9C', '8H', '7C'],
  'cascade-1': ['5S', '2H'],
  'cascade-3': ['6D'],
  'freecell-0': ['KS'],
  'freecell-1': ['KH'],
  'freecell-2': ['KD'],
  'foundation-0': ['AH'],
});

/**
 * A position for the replay viewer's steps (another than KINDS, so that a
 * link of it opens afresh beside a tab playing KINDS): cascade 1 ends with
 * the 7♣, cascade 4 holds the 6♦\uFE0E alone.
 */
const WATCHED = position({ 'cascade-0': ['9C', '8H', '7C'], 'cascade-3': ['6D'] });

/** Deal 1 with its first two cards (J♦ K♦) in free cell a, which holds one card. */
const OVERFULL = 'JDKD2S4C3S6D6S/2DKCKS5CTD8S9C/9H9S9DTS4S8D2H/JC5SQDQHTHQS6H/5DADJS4H8H6C/7HQCASAC2C3D/7CKHAH4DJH8C/5H3H3C7S7DTC////////'
  .replace('JDKD', '').replace('////////', '/JDKD///////');

/**
 * What the page says of moves to each kind of pile, in the language of
 * the test's locale: `onlyTop` why the 9♣ and the two cards on it cannot
 * be picked up together in KINDS; `live` what the live region says of 1d
 * (to a free cell), 2h (to a foundation) and d1 (to a cascade) played
 * there with autoplay off; `viewer` the replay viewer's words for the
 * steps of WATCHED's link with 1d,4c,c4: the last (to an empty cascade)
 * and the first (to a free cell).
 */
async function sayingsOfMoves(page) {
  await open(page, `position=${KINDS}`);
  await page.mouse.click(...Object.values(await grabPoint(page, '9C')));
  const onlyTop = await page.locator('#message').textContent();
  await chooseSetting(page, 'autoplay', 'off');
  const live = [];
  for (const move of ['1d', '2h', 'd1']) {
    expect(await page.evaluate((m) => window.freecell.play(m), move), move).toBe(true);
    live.push(await page.locator('#live').textContent());
  }
  await open(page, `position=${WATCHED}&moves=1d,4c,c4`);
  await expect(page.locator('#viewer')).toBeVisible();
  const viewer = [await page.locator('#viewer-step').textContent()];
  await page.locator('#viewer-back').click();
  await page.locator('#viewer-back').click();
  viewer.push(await page.locator('#viewer-step').textContent());
  return { live, viewer, onlyTop };
}

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('a refused move says why in German, naming the cards', async ({ page }) => {
    await open(page, 'deal=1');
    await mouseDrag(page, await grabPoint(page, '6S'), await dropPoint(page, 'cascade-1'));
    await expect(page.locator('#message')).toHaveText('Gleiche Farbe: die Pik-Sechs passt nicht auf die Kreuz-Neun.');
    await expectPile(page, 'cascade-0', DEAL_1['cascade-0'].split(' '));
  });

  test('a deal number, a game or a cell count the engine refuses is said in German', async ({ page }) => {
    for (const [address, reason] of [
      ['deal=0', 'Spielnummern gehen von 1 bis 2147483647, 0 ist keine.'],
      ['deal=abc', "Eine Spielnummer muss eine ganze Zahl sein, nicht 'abc'."],
      ['game=seahaven&deal=7&cells=-1', 'Ein Spiel hat 0 bis 8 freie Zellen, nicht -1.'],
    ]) {
      await open(page, address);
      await expect(page.locator('#message'), address).toContainText(reason);
    }
    // The New game dialog's number goes to the engine too.
    await open(page, 'deal=1');
    await page.locator('#new-game').click();
    await page.locator('#deal-input').fill('3000000000');
    await page.locator('#deal-play').click();
    await expect(page.locator('#message')).toContainText('Spielnummern gehen von 1 bis 2147483647, 3000000000 ist keine.');
    await expect(page.locator('#title-deal')).toContainText('1');
  });

  test('cards are named in German for a screen reader', async ({ page }) => {
    await open(page, 'deal=1');
    await expect(card(page, '8C')).toHaveAttribute('aria-label', 'Kreuz-Acht, Spalte 7, Karte 6 von 6');
    await expect(pile(page, 'cascade-0')).toHaveAccessibleDescription(/, oben Pik-Sechs$/);
  });

  test('How to play states the game\'s rules in German', async ({ page }) => {
    await open(page, 'game=eight-off&deal=1');
    await fromMenu(page, '#open-rules');
    await expect(page.locator('#rules-list li')).toHaveText([
      'Lege alle 52 Karten auf die 4 Ablagestapel, jeden in einer Farbe aufsteigend vom Ass bis zum König.',
      'Die 8 Spalten werden absteigend in einer Farbe gebaut: Die Pik-Sechs kommt auf die Pik-Sieben.',
      '8 freie Zellen (a-g, i) nehmen je eine beliebige Karte auf.',
      'Das Geben legt seine letzten 4 Karten in die freien Zellen a, c, e, g.',
      'Nur ein König darf eine leere Spalte beginnen.',
      'Eine Folge zieht auf einmal, wenn sie Karte für Karte über die leeren freien Zellen ziehen könnte: eine Karte mehr, als es davon gibt.',
    ]);
  });

  test('a move names the pile it goes to in the case the sentence needs', async ({ page }) => {
    expect(await sayingsOfMoves(page)).toEqual({
      live: [
        'Kreuz-Sieben auf die freie Zelle d. Abgelegt: 1 von 52 Karten; leere freie Zellen: 0.',
        'Herz-Zwei auf Ablagestapel 1. Abgelegt: 2 von 52 Karten; leere freie Zellen: 0.',
        'Kreuz-Sieben auf Spalte 1. Abgelegt: 2 von 52 Karten; leere freie Zellen: 1.',
      ],
      // A corner index's suit is text, not an emoji (U+FE0E).
      viewer: ['Zug 3 von 3: die 6♦\uFE0E in eine leere Spalte (Spalte 4).', 'Zug 1 von 3: die 7♣\uFE0E in die freie Zelle d.'],
      onlyTop: 'Nur die obersten 2 Karten von Spalte 1 können jetzt zusammen ziehen.',
    });
  });

  test('a position whose free cell holds two cards is refused, the one card it may hold in the singular', async ({ page }) => {
    await open(page, `position=${OVERFULL}`);
    await expect(page.locator('#message')).toHaveText('Die freie Zelle a fasst höchstens 1 Karte. Stattdessen wurde ein Zufallsspiel geöffnet.');
  });
});

test.describe('in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('a refused move names the cards in the cases the sentence needs', async ({ page }) => {
    await open(page, 'deal=1');
    await mouseDrag(page, await grabPoint(page, '6S'), await dropPoint(page, 'cascade-1'));
    await expect(page.locator('#message')).toHaveText('Ten sam kolor: nie można położyć szóstki pik na dziewiątce trefl.');
  });

  test('a move names the pile it goes to in the case the sentence needs', async ({ page }) => {
    expect(await sayingsOfMoves(page)).toEqual({
      live: [
        'siódemka trefl na wolną komórkę d. Na stosach bazowych: 1 z 52 kart; puste wolne komórki: 0.',
        'dwójka kier na stos bazowy 1. Na stosach bazowych: 2 z 52 kart; puste wolne komórki: 0.',
        'siódemka trefl na kolumnę 1. Na stosach bazowych: 2 z 52 kart; puste wolne komórki: 1.',
      ],
      // A corner index's suit is text, not an emoji (U+FE0E).
      viewer: ['Ruch 3 z 3: 6♦\uFE0E do pustej kolumny (kolumny 4).', 'Ruch 1 z 3: 7♣\uFE0E do wolnej komórki d.'],
      onlyTop: 'Tylko 2 wierzchnie karty z kolumny 1 mogą się teraz ruszyć razem.',
    });
  });

  test('a position whose free cell holds two cards is refused, the one card it may hold in the singular', async ({ page }) => {
    await open(page, `position=${OVERFULL}`);
    await expect(page.locator('#message')).toHaveText('Wolna komórka a mieści najwyżej 1 kartę. Zamiast tego otwarto losowe rozdanie.');
  });

  test('an empty pile is named by its name alone, and said to hold no card', async ({ page }) => {
    await open(page, 'deal=1');
    await expect(pile(page, 'freecell-0')).toHaveAccessibleName('wolna komórka a');
    await expect(pile(page, 'foundation-0')).toHaveAccessibleName('stos bazowy 1');
    await expect(pile(page, 'foundation-0')).toHaveAccessibleDescription('brak kart');
  });
});

/** What moves to each kind of pile say in French and Spanish, whose pile names are all feminine and take their article. */
const WITH_ARTICLES = {
  'fr-FR': {
    live: [
      'sept de trèfle vers la cellule libre d. Fondations : 1 carte sur 52 ; cellules libres vides : 0.',
      'deux de cœur vers la fondation 1. Fondations : 2 cartes sur 52 ; cellules libres vides : 0.',
      'sept de trèfle vers la colonne 1. Fondations : 2 cartes sur 52 ; cellules libres vides : 1.',
    ],
    viewer: ['Coup 3 sur 3 : le 6♦\uFE0E dans une colonne vide (colonne 4).', 'Coup 1 sur 3 : le 7♣\uFE0E dans la cellule libre d.'],
    onlyTop: 'Seules les 2 cartes du dessus de la colonne 1 peuvent bouger ensemble maintenant.',
  },
  'es-ES': {
    live: [
      'siete de tréboles a la celda libre d. En las fundaciones: 1 de 52 cartas; celdas libres vacías: 0.',
      'dos de corazones a la fundación 1. En las fundaciones: 2 de 52 cartas; celdas libres vacías: 0.',
      'siete de tréboles a la columna 1. En las fundaciones: 2 de 52 cartas; celdas libres vacías: 1.',
    ],
    viewer: ['Movimiento 3 de 3: el 6♦\uFE0E a una columna vacía (columna 4).', 'Movimiento 1 de 3: el 7♣\uFE0E a la celda libre d.'],
    onlyTop: 'Solo las 2 cartas de arriba de la columna 1 pueden moverse juntas ahora.',
  },
};

for (const [locale, expected] of Object.entries(WITH_ARTICLES)) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('a move names the pile it goes to with its article', async ({ page }) => {
      expect(await sayingsOfMoves(page)).toEqual(expected);
    });
  });
}
