// The engine's values in the player's language: a refused move's reason
// (wasm's error.reason) and How to play's rules (wasm's explainRules
// facts) worded by www/words.js from the catalogue, cards named in the
// case each sentence needs.
import { test, expect } from '@playwright/test';
import {
  open, grabPoint, dropPoint, mouseDrag, expectPile, fromMenu, card, pile, DEAL_1,
} from './helpers.js';

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
    await expect(card(page, '8C')).toHaveAttribute('aria-label', 'Kreuz-Acht, Spalte 7');
    await expect(pile(page, 'cascade-0')).toHaveAttribute('aria-label', /, oben Pik-Sechs$/);
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
});

test.describe('in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('a refused move names the cards in the cases the sentence needs', async ({ page }) => {
    await open(page, 'deal=1');
    await mouseDrag(page, await grabPoint(page, '6S'), await dropPoint(page, 'cascade-1'));
    await expect(page.locator('#message')).toHaveText('Ten sam kolor: nie można położyć szóstki pik na dziewiątce trefl.');
  });
});
