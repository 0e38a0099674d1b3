// A challenge link's payload, `?challenge=<text>`: the game, its free
// cells, the deal, the challenger's moves (the line's notation, line.js)
// and their time, as base64url of a small JSON object with a checksum.
// Pure: no wasm, no DOM (tested with node --test). Reading checks only the
// payload's shape; whether the moves are legal and win is wasm's to say
// (challenge.js replays them), so nothing here knows a rule.

/** The payload's version: a link of another version is refused as unreadable, not guessed at. */
const VERSION = 1;

/** The longest payload read: far above any game's moves, so that a pasted megabyte is refused at once. */
const MAX_TEXT = 16_000;

/** A move as the line writes it (`3a`, `1H`, `36/4`, `0h`): letters, digits and one optional `/count`. */
const TOKEN = /^[0-9a-zA-Z]{2}(\/\d{1,2})?$/;

/** FNV-1a over the text's UTF-16 units, as 8 hex digits: catches a link cut short or a character changed. */
function checksum(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

function toBase64Url(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text base64url `code` holds, or null when it is not base64url of UTF-8. */
function fromBase64Url(code) {
  if (!/^[A-Za-z0-9_-]*$/.test(code) || code.length % 4 === 1) return null;
  try {
    const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The link's text for a challenge {game, cells, deal, moves, ms}: `game`
 * the wasm name (`freecell`), `cells` the free cells, `deal` the deal's
 * number, `moves` the line's tokens, `ms` the time the win took.
 */
export function encodeChallenge({ game, cells, deal, moves, ms }) {
  const body = { v: VERSION, g: game, c: cells, d: deal, m: moves.join(','), t: Math.round(ms) };
  const json = JSON.stringify(body);
  return toBase64Url(JSON.stringify({ ...body, k: checksum(json) }));
}

/** Why a link's text was refused, as data for the page to word (`challenge-unreadable`). */
const refused = (why) => ({ error: why });

/**
 * Reads a link's text: {challenge: {game, cells, deal, moves, ms}}, or
 * {error} with why it cannot be read: `long`, `code` (not base64url),
 * `json`, `version`, `checksum` (changed or cut short) or `shape` (a field
 * missing or of the wrong kind).
 */
export function decodeChallenge(text) {
  if (typeof text !== 'string' || text.length > MAX_TEXT) return refused('long');
  const json = fromBase64Url(text.trim());
  if (json === null) return refused('code');
  let value;
  try {
    value = JSON.parse(json);
  } catch {
    return refused('json');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return refused('json');
  if (value.v !== VERSION) return refused('version');
  const { v, g, c, d, m, t, k } = value;
  if (k !== checksum(JSON.stringify({ v, g, c, d, m, t }))) return refused('checksum');
  const tokens = typeof m === 'string' && m ? m.split(',') : null;
  const shaped = typeof g === 'string' && /^[a-z-]{1,40}$/.test(g)
    && Number.isInteger(c) && c >= 0 && c <= 99
    && Number.isInteger(d) && d > 0
    && tokens && tokens.every((token) => TOKEN.test(token))
    && Number.isInteger(t) && t >= 0;
  if (!shaped) return refused('shape');
  return { challenge: { game: g, cells: c, deal: d, moves: tokens, ms: t } };
}
