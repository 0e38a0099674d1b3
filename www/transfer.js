// Export and import: every saved game with its history, the statistics
// carried over from the first version, and the settings, as one JSON file
// a player can move to another device. An import is read and checked whole
// (every record's shape here, every position by wasm through `check`)
// before anything is written; a file that is not an export of this page,
// or is damaged anywhere, is refused with the reason and changes nothing.
// What it writes is merged game by game (merge.js).
import { readRecord, recordIdentity } from './records.js';
import { readSettings, invalidSetting } from './settings.js';
import { t } from './i18n.js';
import { errorText } from './words.js';
import { isCount } from './counts.js';
import { TOTALS } from './merge.js';

export const EXPORT_FORMAT = 'freecell-saves';
export const EXPORT_VERSION = 1;


/** The export file's text: {format, version, exportedAt, settings, carried, games: [records]}. */
export function exportText({ records, carried }, settings, now = new Date()) {
  return JSON.stringify({
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    settings,
    carried,
    games: records,
  });
}

/** `freecell-2024-05-01.json`. */
export const exportName = (now = new Date()) => `freecell-${now.toISOString().slice(0, 10)}.json`;

function readCarried(c) {
  if (c === undefined) return {};
  if (!c || typeof c !== 'object' || Array.isArray(c)) return null;
  const out = {};
  for (const [kind, s] of Object.entries(c)) {
    if (!s || !TOTALS.every((k) => isCount(s[k]))) return null;
    out[kind] = Object.fromEntries(TOTALS.map((k) => [k, s[k]]));
  }
  return out;
}

/**
 * Reads an export file's text: {games, carried, settings (null if the file
 * has none)} or {error: a sentence for the player}. `check(record)` throws
 * if the rules refuse a record's positions (sources.js checkRecord).
 */
export function readExport(text, check) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: t('transfer-not-json') };
  }
  if (!data || typeof data !== 'object' || data.format !== EXPORT_FORMAT) return { error: t('transfer-not-export') };
  if (data.version !== EXPORT_VERSION) return { error: t('transfer-version', { version: String(data.version) }) };
  if (!Array.isArray(data.games)) return { error: t('transfer-no-games') };
  const games = [];
  const seen = new Set();
  for (const [k, raw] of data.games.entries()) {
    const record = readRecord(raw);
    if (!record) return { error: t('transfer-bad-game', { index: k + 1, count: data.games.length }) };
    try {
      check(record);
    } catch (e) {
      return { error: t('transfer-bad-game-why', { index: k + 1, count: data.games.length, reason: errorText(e, 'error-position') }) };
    }
    const identity = recordIdentity(record);
    if (seen.has(identity)) return { error: t('transfer-twice', { index: k + 1 }) };
    seen.add(identity);
    games.push(record);
  }
  const carried = readCarried(data.carried);
  if (!carried) return { error: t('transfer-bad-stats') };
  const settings = data.settings === undefined ? null : readSettings(data.settings);
  if (data.settings !== undefined && !settings) return { error: t('transfer-bad-settings') };
  const invalid = settings && invalidSetting(data.settings);
  if (invalid) return { error: t('transfer-bad-setting', { setting: invalid }) };
  return { games, carried, settings };
}
