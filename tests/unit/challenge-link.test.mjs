// A challenge link's payload (www/challenge-link.js): what is written is
// read back whole, in the address's own alphabet; and a link cut short,
// changed by a character, of another version or of the wrong shape is
// refused with why, never read as some other challenge.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeChallenge, decodeChallenge } from '../../www/challenge-link.js';

const CHALLENGE = { game: 'freecell', cells: 4, deal: 617, moves: ['3a', '1H', '36/4', 'a6', '0h'], ms: 83_412 };

test('a challenge is read back as it was written, in base64url (nothing an address must escape)', () => {
  const text = encodeChallenge(CHALLENGE);
  assert.match(text, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(decodeChallenge(text), { challenge: CHALLENGE });
});

test('a game of the family with other free cells and a long line is read back too', () => {
  const moves = Array.from({ length: 400 }, (_, i) => (i % 3 ? `${i % 9}${'abcdefgi'[i % 8]}` : '12/13'));
  const challenge = { game: 'eight-off', cells: 8, deal: 2_147_483_647, moves, ms: 0 };
  assert.deepEqual(decodeChallenge(encodeChallenge(challenge)), { challenge });
});

test('the time is written in whole milliseconds', () => {
  assert.equal(decodeChallenge(encodeChallenge({ ...CHALLENGE, ms: 1234.6 })).challenge.ms, 1235);
});

test('a link cut short or with a character changed is refused, never read as another challenge', () => {
  const text = encodeChallenge(CHALLENGE);
  for (let cut = 1; cut < text.length; cut += 7) {
    assert.ok(decodeChallenge(text.slice(0, text.length - cut)).error, `cut by ${cut}`);
  }
  for (let at = 0; at < text.length; at += 1) {
    const other = text[at] === 'A' ? 'B' : 'A';
    const changed = `${text.slice(0, at)}${other}${text.slice(at + 1)}`;
    const read = decodeChallenge(changed);
    // Base64's last character may carry unused bits: the same bytes again is the same challenge.
    if (read.challenge) assert.deepEqual(read.challenge, CHALLENGE, `changed at ${at}`);
    else assert.ok(['code', 'json', 'checksum', 'version', 'shape'].includes(read.error), `changed at ${at}: ${read.error}`);
  }
});

/** The link's text for a payload written by hand, with its checksum right unless `k` is given. */
function payload(body, k) {
  const json = JSON.stringify(body);
  let h = 0x811c9dc5;
  for (let i = 0; i < json.length; i += 1) h = Math.imul(h ^ json.charCodeAt(i), 0x01000193) >>> 0;
  const whole = JSON.stringify({ ...body, k: k ?? h.toString(16).padStart(8, '0') });
  return Buffer.from(whole).toString('base64url');
}

const BODY = { v: 1, g: 'freecell', c: 4, d: 617, m: '3a,1H', t: 1000 };

test('a payload written by hand with a right checksum is read; each field of the wrong kind is refused as its shape', () => {
  assert.deepEqual(decodeChallenge(payload(BODY)), { challenge: { game: 'freecell', cells: 4, deal: 617, moves: ['3a', '1H'], ms: 1000 } });
  const wrong = [{ g: 'Free Cell' }, { g: 7 }, { c: -1 }, { c: 2.5 }, { d: 0 }, { d: '617' }, { m: '' }, { m: '3a,,1h' }, { m: '3a;1h' }, { m: 'seven' }, { t: -5 }, { t: null }];
  for (const field of wrong) assert.deepEqual(decodeChallenge(payload({ ...BODY, ...field })), { error: 'shape' }, JSON.stringify(field));
});

test('why a text is refused: not base64url, not JSON, another version, a checksum that does not match, too long', () => {
  assert.deepEqual(decodeChallenge('not base64!'), { error: 'code' });
  assert.deepEqual(decodeChallenge('A'), { error: 'code' });
  assert.deepEqual(decodeChallenge(Buffer.from('{"v":1').toString('base64url')), { error: 'json' });
  assert.deepEqual(decodeChallenge(Buffer.from('[1,2]').toString('base64url')), { error: 'json' });
  assert.deepEqual(decodeChallenge(Buffer.from('null').toString('base64url')), { error: 'json' });
  assert.deepEqual(decodeChallenge(payload({ ...BODY, v: 2 })), { error: 'version' });
  assert.deepEqual(decodeChallenge(payload(BODY, '00000000')), { error: 'checksum' });
  assert.deepEqual(decodeChallenge('A'.repeat(20_000)), { error: 'long' });
  assert.deepEqual(decodeChallenge(undefined), { error: 'long' });
});
