// The dealer's choice of a difficulty to offer when the one asked for gave no deal (www/dealer.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nearest, deals } from '../../www/dealer.js';

test('the nearest grade that deals, the easier of two as near', () => {
  assert.equal(nearest('easy', ['hard']), 'hard'); // FreeCell with 1 free cell
  assert.equal(nearest('easy', ['medium', 'hard']), 'medium');
  assert.equal(nearest('hard', ['easy', 'medium']), 'medium');
  assert.equal(nearest('medium', ['easy', 'hard']), 'easy');
  assert.equal(nearest('medium', ['hard']), 'hard');
});

test('no grade that deals: nothing to offer, never the grade that gave none', () => {
  assert.equal(nearest('hard', []), null);
  assert.equal(nearest('hard', ['hard']), null);
});

test('a deal the dealer deals for a difficulty', () => {
  assert.ok(deals('hard', 'any'));
  assert.ok(!deals('impossible', 'any'));
  assert.ok(deals('easy', 'easy'));
  assert.ok(!deals('medium', 'easy'));
});
