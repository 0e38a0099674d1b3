// The engine's values in the player's words: a card's name, why a move
// was refused (the `reason` of wasm's `invalid_move`), why a text could
// not be read (the `reason` of an `invalid_argument`) and the rules of How
// to play (wasm `explainRules`' facts), each worded from the catalogue
// (the groups Cards, Refusals, Rules and the unreadable- messages) through
// i18n.js. The engine composes no sentence; nothing here decides a rule.
import { t, wordsFor } from './messages.js';
import { pileKind, pileName } from './piles.js';

/** The grammatical cases a sentence may want a card in (the catalogue's `card-name` `$case`). */
const CASES = ['nom', 'acc', 'gen', 'dat', 'ins', 'loc'];

const RANKS = 'A23456789TJQK';

/** A card's rank (1 to 13) and suit letter, from a card code ('7H', 'TC') or a getCell card ({rank, suit}). */
function partsOf(card) {
  if (typeof card === 'string') return { rank: RANKS.indexOf(card[0].toUpperCase()) + 1, suit: card.at(-1).toUpperCase() };
  return { rank: card.rank, suit: card.suit };
}

/**
 * A card's name with its article, as the player's language says it ('the
 * four of hearts', 'die Herz-Vier'), in grammatical case `kase` ('nom',
 * 'acc', 'gen', 'dat', 'ins', 'loc'; a language without it ignores it).
 */
export function cardName(card, kase = 'nom') {
  const { rank, suit } = partsOf(card);
  return wordsFor(`card ${rank} ${suit} ${kase}`, () => t('card-name', { rank, suit, case: kase }));
}

/**
 * A card's name on its own, without an article, as a label says it
 * ('eight of clubs', 'Kreuz-Acht'): for a card's accessible name and the
 * page's sentences that give a card its article themselves.
 */
export function cardNameAlone(card) {
  const { rank, suit } = partsOf(card);
  return wordsFor(`card ${rank} ${suit}`, () => t('card-name-alone', { rank, suit }));
}

/** Puts card `code` into `args` as `name` (the nominative) and `name-<case>` for every case. */
function addCard(args, name, code) {
  for (const kase of CASES) args[`${name}-${kase}`] = cardName(code, kase);
  args[name] = args[`${name}-nom`];
}

const CARD_FIELDS = ['card', 'onto', 'holds', 'wanted'];

/**
 * The arguments naming `pile` (a pile id, `cascade-3`, or a wasm
 * `PileLabel`) to a sentence: `pile`, its name; `pile-<case>`, its name in
 * every case (the catalogue's `pile-<kind>` `$case`); and `pile-kind`
 * (cascade, freecell, foundation), for a word that agrees with it. The
 * sentence takes what its language's grammar needs, as with a card.
 */
export function pileArgs(pile) {
  const args = { 'pile-kind': pileKind(pile) };
  for (const kase of CASES) args[`pile-${kase}`] = pileName(pile, kase);
  args.pile = args['pile-nom'];
  return args;
}

/** Why the rules refused a move (a `RefusalReason`), as a sentence of the player's language. */
export function refusalText(reason) {
  const args = {};
  for (const [key, value] of Object.entries(reason)) {
    if (CARD_FIELDS.includes(key)) addCard(args, key, value);
    else if (typeof value !== 'object') args[key] = value;
  }
  return t(`refusal-${reason.kind}`, args);
}

/**
 * The kinds of an `UnreadableReason` worded by the catalogue's
 * `unreadable-<kind>`; its other kinds are those of an `ArgumentReason`
 * (a game that is none, too many free cells), worded as those.
 */
const UNREADABLE = new Set(['pile-count', 'not-built-up', 'pile-overfull', 'card-count', 'card-twice', 'not-a-card', 'not-a-game']);

/** The month of a date as the date writes it, 2026-02 (a year is no number to format: 2.026 in German). */
const yearMonth = (year, month) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** The kinds of an `UnreadableReason` of a date that is no day with a daily deal, each worded by the catalogue's daily- messages. */
const DATES = {
  'not-a-date': ({ given }) => t('daily-bad-date', { given }),
  'no-such-month': ({ month }) => t('daily-bad-month', { month }),
  'no-such-day': ({ year, month, day, last }) => t('daily-bad-day', { month: yearMonth(year, month), day, last }),
  'no-daily-deals': () => t('daily-none', { error: t('solver-date') }),
};

const isUnreadable = (kind) => UNREADABLE.has(kind) || Object.hasOwn(DATES, kind);

/**
 * Why a text could not be read (an `UnreadableReason`: a position, a card,
 * a game or a date written as text), as a sentence of the player's
 * language. Card codes stay as they were written.
 */
export function unreadableText(reason) {
  if (Object.hasOwn(DATES, reason.kind)) return DATES[reason.kind](reason);
  if (!UNREADABLE.has(reason.kind)) return refusalText(reason);
  const { kind, pile, standard, ...rest } = reason;
  const args = pile ? { ...rest, ...pileArgs(pile) } : rest;
  if (standard !== undefined) args.standard = standard ? 'yes' : 'no';
  return t(`unreadable-${kind}`, args);
}

/**
 * What a refused call (or a worker's answer that passes its `reason` on)
 * says to the player: its reason worded (a refused move's, a value a
 * player typed, or a text that could not be read), else
 * the catalogue's `fallback`, the
 * words for what was asked ('error-position' for a position that cannot be
 * read, 'error-move' for a move that is no move, with `args`: {given}, the
 * text). The Error's own message is English, for developers, and is never
 * shown.
 */
export function errorText(error, fallback = 'error-refused', args = undefined) {
  const reason = error?.reason;
  if (!reason?.kind) return t(fallback, args);
  return isUnreadable(reason.kind) ? unreadableText(reason) : refusalText(reason);
}

/**
 * Why the solver's worker could not answer (an answer's `problem`,
 * solver-worker.js: 'load', 'none-found' with `tries`, 'date', 'daily-game', else 'failed'), in
 * the player's words; the answer's `error` is English, for developers.
 */
export function solverErrorText(answer) {
  const problem = ['load', 'none-found', 'date', 'daily-game'].includes(answer?.problem) ? answer.problem : 'failed';
  return t(`solver-${problem}`, { tries: answer?.tries ?? 0 });
}

/** A rule of How to play (a `RuleFact` of `explainRules`) as a sentence of the player's language. */
export function ruleText(fact) {
  const { rule, ...args } = fact;
  return t(`rule-${rule}`, args);
}

/** `text` as a sentence: a capital first, a stop last (wasm's reasons begin in lower case and end without a stop). */
export const sentence = (text) => {
  const s = text.trim();
  return s && `${s[0].toUpperCase()}${s.slice(1)}${/[.!?…]$/.test(s) ? '' : '.'}`;
};
