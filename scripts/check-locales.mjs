// Checks the catalogues (the page's, www/locales/<lang>.ftl, and the
// terminal's own, cli/locales/<lang>.ftl) against English, each folder's
// source: every catalogue reads without an error, has exactly the messages
// (and each message the attributes) English has, and uses no variable in
// a message that English's does not give it. Prints each fault and exits
// with status 1 if there is any. Reads the catalogues with the page's own
// @fluent/bundle, so what it accepts is what the page reads.
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FluentResource } from '@fluent/bundle';
import { ROOT } from './precache.mjs';

const DIR = join(ROOT, 'www/locales');
/** The folders of catalogues: the page's, and the terminal's own. */
const DIRS = [DIR, join(ROOT, 'cli/locales')];

/** The variables a pattern (the runtime AST of @fluent/bundle) refers to. */
function variables(pattern, into = new Set()) {
  if (!pattern || typeof pattern !== 'object') return into;
  if (Array.isArray(pattern)) {
    for (const element of pattern) variables(element, into);
    return into;
  }
  if (pattern.type === 'var') into.add(pattern.name);
  if (pattern.type === 'select') {
    variables(pattern.selector, into);
    for (const variant of pattern.variants) variables(variant.value, into);
  }
  for (const arg of pattern.args ?? []) variables(arg.type === 'narg' ? arg.value : arg, into);
  return into;
}

/**
 * A catalogue read: {messages: Map id -> {attributes: Set, variables: Set}, faults}.
 * An entry the parser skips (a syntax error) is a fault, found by
 * comparing the ids the file seems to define with those it read.
 */
export function readCatalogue(text, name) {
  const faults = [];
  const messages = new Map();
  for (const entry of new FluentResource(text).body) {
    if (entry.id.startsWith('-')) continue; // a term: part of the messages that use it
    if (messages.has(entry.id)) faults.push(`${name}: ${entry.id} is defined twice`);
    const attributes = new Set(Object.keys(entry.attributes));
    const used = variables(entry.value);
    for (const attr of attributes) variables(entry.attributes[attr], used);
    messages.set(entry.id, { attributes, variables: used });
  }
  for (const [, id] of text.matchAll(/^([a-zA-Z][\w-]*)\s*=/gm)) {
    if (!messages.has(id)) faults.push(`${name}: ${id} cannot be read (a syntax error in it or just before it)`);
  }
  return { messages, faults };
}

/**
 * Whether a variable English does not use is one the front ends give all
 * the same: a card or a pile named in a grammatical case ($card-acc beside
 * the $card English uses, $pile-gen beside $pile; words.js and the
 * terminal's words.rs give them in every case of CASES), a pile's kind
 * ($pile-kind beside $pile), and the $case of the messages that name a
 * card or a pile, which English has no use for.
 */
const CASES = ['nom', 'acc', 'gen', 'dat', 'ins', 'loc'];
const NAMED_IN_CASES = ['card-name', 'pile-cascade', 'pile-freecell', 'pile-foundation'];
function givenInEveryCase(variable, english, id) {
  if (variable === 'case') return NAMED_IN_CASES.includes(id);
  if (variable === 'pile-kind') return english.has('pile');
  const at = variable.lastIndexOf('-');
  return at > 0 && CASES.includes(variable.slice(at + 1)) && english.has(variable.slice(0, at));
}

/** Every fault of `other` (a catalogue read) against `english`. */
export function compare(english, other, name) {
  const faults = [...other.faults];
  for (const [id, en] of english.messages) {
    const message = other.messages.get(id);
    if (!message) {
      faults.push(`${name}: ${id} is missing`);
      continue;
    }
    for (const attr of en.attributes) if (!message.attributes.has(attr)) faults.push(`${name}: ${id}.${attr} is missing`);
    for (const attr of message.attributes) if (!en.attributes.has(attr)) faults.push(`${name}: ${id}.${attr} is not in English`);
    for (const v of message.variables) if (!en.variables.has(v) && !givenInEveryCase(v, en.variables, id)) faults.push(`${name}: ${id} uses $${v}, which English's does not`);
  }
  for (const id of other.messages.keys()) if (!english.messages.has(id)) faults.push(`${name}: ${id} is not in English`);
  return faults;
}

/**
 * The variants keyed `one` that write the number 1 where the language's
 * `one` is not 1 alone: in French it is 0 and 1 (and 1.5), so "[one] 1
 * jour" would say "1 jour" for none. Such a variant writes the variable
 * (`{ $streak } jour`), or is keyed `[1]` for the number 1 alone.
 */
export function numeralFaults(text, lang, name) {
  const rules = new Intl.PluralRules(lang);
  if (![0, 1.5, 2, 21, 101].some((n) => rules.select(n) === 'one')) return [];
  const faults = [];
  const visit = (pattern, id) => {
    if (!Array.isArray(pattern)) return;
    for (const element of pattern) {
      if (element?.type !== 'select') continue;
      for (const variant of element.variants) {
        const words = [variant.value].flat().filter((part) => typeof part === 'string').join(' ');
        if (variant.key.type === 'str' && variant.key.value === 'one' && /(^|[^\w.])1(?![\w.])/.test(words)) {
          faults.push(`${name}: ${id} writes 1 in its [one] variant, which in ${lang} is not 1 alone`);
        }
        visit(variant.value, id);
      }
    }
  };
  for (const entry of new FluentResource(text).body) {
    visit(entry.value, entry.id);
    for (const [attr, pattern] of Object.entries(entry.attributes ?? {})) visit(pattern, `${entry.id}.${attr}`);
  }
  return faults;
}

/** All faults of the catalogues in `dir`. */
export async function checkLocales(dir = DIR) {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.ftl')).sort();
  if (!files.includes('en.ftl')) return ['en.ftl, the source, is missing'];
  const texts = new Map();
  for (const f of files) texts.set(f, await readFile(join(dir, f), 'utf8'));
  const english = readCatalogue(texts.get('en.ftl'), 'en.ftl');
  const faults = [...english.faults];
  for (const f of files.filter((f) => f !== 'en.ftl')) faults.push(...compare(english, readCatalogue(texts.get(f), f), f));
  for (const f of files) faults.push(...numeralFaults(texts.get(f), f.replace(/\.ftl$/, ''), f));
  return faults;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let failed = false;
  for (const dir of process.argv[2] ? [process.argv[2]] : DIRS) {
    const faults = await checkLocales(dir);
    for (const fault of faults) console.error(`${relative(ROOT, dir)}: ${fault}`);
    const count = (await readdir(dir)).filter((f) => f.endsWith('.ftl')).length;
    console.log(faults.length ? `${relative(ROOT, dir)}: ${faults.length} faults in the catalogues` : `${relative(ROOT, dir)}: ${count} catalogues, each with English's messages and variables`);
    failed ||= faults.length > 0;
  }
  process.exit(failed ? 1 : 0);
}
