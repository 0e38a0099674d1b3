// A challenge link opened (`?challenge=…`): its text read
// (challenge-link.js) and its deal asked of wasm before anything opens, so
// that a damaged link, or one naming a game or a deal the rules refuse,
// opens nothing and says why; the page then opens the game it would have
// opened without an address. The challenge is kept in the tab's
// sessionStorage beside the game it is on, so that a reload keeps it, and
// whether the friend gave up. On the first load: no wasm beyond the rules.
import { decodeChallenge } from './challenge-link.js';
import { describe } from './sources.js';
import { storageOf } from './saves.js';
import { t } from './i18n.js';
import { errorText, sentence } from './words.js';

/** The tab's challenge: {text, identity, gaveUp: null or {moves, ms}}. */
const KEY = 'freecell.challenge';

/**
 * What a link's text opens: {challenge, source, identity, text} (the
 * challenge read, the deal it names as ctl.open takes it, the identity of
 * its saved game), or {error: why it opens nothing, in the player's words}.
 */
export function readChallenge(text) {
  const read = decodeChallenge(text);
  if (read.error) return { error: t('challenge-unreadable', { why: read.error }) };
  const { game, cells, deal } = read.challenge;
  const source = { game, cells, deal };
  try {
    return { challenge: read.challenge, source, identity: describe(source).identity, text };
  } catch (e) {
    return { error: t('challenge-refused', { reason: sentence(errorText(e)) }) };
  }
}

export function createChallengeStore(session = storageOf('sessionStorage')) {
  return {
    /** The challenge this tab keeps for the game `identity`, read again (readChallenge) with whether the friend gave up; null when none. */
    recall(identity) {
      let kept = null;
      try { kept = JSON.parse(session?.getItem(KEY) ?? 'null'); } catch { kept = null; }
      if (!kept || kept.identity !== identity || typeof kept.text !== 'string') return null;
      const read = readChallenge(kept.text);
      if (!read.challenge || read.identity !== identity) return null;
      const gaveUp = Number.isInteger(kept.gaveUp?.moves) && Number.isInteger(kept.gaveUp?.ms) ? kept.gaveUp : null;
      return { ...read, gaveUp };
    },
    /** Keeps the challenge `read` (readChallenge's) for this tab, with what the friend gave up at, if they did. */
    keep(read, gaveUp = null) {
      try { session?.setItem(KEY, JSON.stringify({ text: read.text, identity: read.identity, gaveUp })); } catch { /* the challenge lasts as long as the page */ }
    },
  };
}
