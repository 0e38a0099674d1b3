// The card sounds, synthesised with the Web Audio API (no sound files):
// a tick for a card picked up, a soft thud for one put down, a low buzz
// for a move refused, a rising chime for each card going home, a slide
// for a move taken back or made again, a riffle for a new deal or a
// restart and an arpeggio for the win. Browsers let a page make
// sound only after the player has pressed something, so the one
// AudioContext is made on the first press (bindFirstPress), and a sound
// asked for before it is simply not made. At level 0 (Sound off, or the
// volume at 0) no sound is started at all. The first load has
// sound-hook.js, which hands the sounds to this module once it is loaded.
import { listen } from './events.js';
import { landings } from './anim.js';

// A run of many cards going home chimes at most this many times, spread
// over the run, so that a long autoplay does not ring out loud.
const MOST_CHIMES = 10;
// Between chimes when no card slides (reduced motion), in ms.
const CHIME_GAP = 45;
// The notes of a run of chimes, in semitones above the first: a pentatonic
// scale, so that any number of them sounds right together.
const SCALE = [0, 2, 4, 7, 9, 12, 14, 16, 19, 21];
// The win's arpeggio: C, E, G, C, E (Hz).
const ARPEGGIO = [523.25, 659.26, 783.99, 1046.5, 1318.51];

let level = 0;        // 0 (silent) to 1: the Sound and Volume settings
let context = null;   // the AudioContext: made once the page is idle, or at the player's first press
let pressed = false;  // whether the player has pressed something: no sound before
let output = null;    // the gain every sound goes through, set to the level
let noise = null;     // half a second of white noise, the body of the rustles

/** Sets how loud the sounds are, 0 (none is made) to 1. */
export function setLevel(value) {
  level = value;
  // Loudness is heard roughly as the square of the gain.
  if (output) output.gain.value = level * level;
}

/** Makes the AudioContext and what every sound goes through; null where the browser has no Web Audio. */
function createContext() {
  const Context = window.AudioContext ?? window.webkitAudioContext;
  if (!Context) return null;
  const ctx = new Context();
  output = new GainNode(ctx, { gain: level * level });
  // Many chimes at once are kept from clipping.
  const limiter = new DynamicsCompressorNode(ctx, { threshold: -12, knee: 6, ratio: 8 });
  output.connect(limiter).connect(ctx.destination);
  noise = new AudioBuffer({ length: Math.round(ctx.sampleRate / 2), sampleRate: ctx.sampleRate });
  const samples = noise.getChannelData(0);
  for (let k = 0; k < samples.length; k += 1) samples[k] = Math.random() * 2 - 1;
  return ctx;
}

/**
 * Makes the AudioContext ahead of the first press (with Sound on), once
 * the page is idle: making one takes a browser a good part of a second
 * here, which must not fall in the player's first press. Before a press
 * the browser keeps it suspended, and no sound is asked of it.
 */
export function prepareSound() {
  if (level === 0 || context) return;
  context = createContext();
}

/**
 * Listens for the player's presses and keys: the first one (with Sound
 * on) makes the AudioContext if the page has not yet, and any one wakes it
 * if the browser has suspended it. Listened to before the page's own
 * handlers, so that the press that picks up the first card is heard.
 * `pressed`: a press was heard before (sound-hook.js, before this module
 * was loaded). Returns the unbind.
 */
export function bindFirstPress(target = window, { pressed: before = false } = {}) {
  if (before) pressed = true;
  const wake = () => {
    pressed = true;
    if (level === 0) return;
    context ??= createContext();
    if (context?.state === 'suspended') context.resume().catch(() => {});
  };
  const unbinds = ['pointerdown', 'pointerup', 'keydown'].map((type) => listen(target, type, wake, { capture: true }));
  return () => unbinds.forEach((unbind) => unbind());
}

/** Whether a sound may be made now: after the first press, at a level above 0. */
const audible = () => level > 0 && pressed && context !== null;

/** A gain that rises to `peak` in `attack` s from `at`, then dies away over `decay` s. */
function envelope(at, peak, attack, decay) {
  const env = new GainNode(context, { gain: 0 });
  env.gain.setValueAtTime(0, at);
  env.gain.linearRampToValueAtTime(peak, at + attack);
  env.gain.exponentialRampToValueAtTime(0.0001, at + attack + decay);
  return env;
}

/**
 * A tone from `at` (s, the context's clock): `freq` gliding to `to` over
 * its first half, of wave `type`, through a low-pass filter at `cutoff`
 * if given.
 */
function tone(at, { freq, to = freq, type = 'sine', peak, attack = 0.004, decay, cutoff = 0 }) {
  const osc = new OscillatorNode(context, { type, frequency: freq });
  if (to !== freq) osc.frequency.exponentialRampToValueAtTime(to, at + attack + decay / 2);
  const env = envelope(at, peak, attack, decay);
  const chain = cutoff ? osc.connect(new BiquadFilterNode(context, { type: 'lowpass', frequency: cutoff })) : osc;
  chain.connect(env).connect(output);
  osc.start(at);
  osc.stop(at + attack + decay + 0.02);
}

/** A burst of filtered noise from `at`: the sound of card on card, or on cloth. */
function rustle(at, { duration, filter, frequency, q = 1, peak }) {
  const src = new AudioBufferSourceNode(context, { buffer: noise });
  const band = new BiquadFilterNode(context, { type: filter, frequency, Q: q });
  src.connect(band).connect(envelope(at, peak, 0.002, duration)).connect(output);
  src.start(at, Math.random() * (noise.duration - duration - 0.05), duration + 0.03);
}

/** The context's clock `ms` from now, in s. */
const after = (ms = 0) => context.currentTime + ms / 1000;

/** A card picked up: a light tick. */
function pick() {
  if (!audible()) return;
  const at = after();
  rustle(at, { duration: 0.03, filter: 'bandpass', frequency: 3200, q: 1.4, peak: 0.35 });
  tone(at, { freq: 1500, to: 1250, peak: 0.06, decay: 0.03 });
}

/** A card put down: a soft thud, lower than the tick. */
function drop() {
  if (!audible()) return;
  const at = after();
  rustle(at, { duration: 0.05, filter: 'lowpass', frequency: 1400, peak: 0.5 });
  tone(at, { freq: 200, to: 110, peak: 0.35, decay: 0.09 });
}

/** A move refused: a short low buzz, twice. */
function refuse() {
  if (!audible()) return;
  for (const ms of [0, 120]) tone(after(ms), { freq: 130, type: 'sawtooth', peak: 0.12, attack: 0.006, decay: 0.09, cutoff: 700 });
}

/** One card going home, the `k`th of a run: a light chime that rises, each a note higher. */
function chime(ms, k, peak) {
  const base = 740 * 2 ** (SCALE[k % SCALE.length] / 12);
  const at = after(ms);
  tone(at, { freq: base * 0.94, to: base, type: 'sine', peak, attack: 0.005, decay: 0.3 });
  tone(at, { freq: base * 2, type: 'sine', peak: peak / 4, attack: 0.005, decay: 0.16 });
}

/**
 * `count` cards going home after a move, each chiming as its slide lands
 * (anim.js), or one after another quickly when nothing slides; a long run
 * chimes at most MOST_CHIMES times, more softly. `first`: the move itself
 * put a card home, chiming at once. Returns when the last chime sounds, in
 * ms from now.
 */
function home(count, { first = false } = {}) {
  if (!audible()) return 0;
  const times = landings(count) ?? Array.from({ length: count }, (_, k) => (k + 1) * CHIME_GAP);
  const all = first ? [0, ...times] : times;
  const chimes = all.length <= MOST_CHIMES ? all
    : Array.from({ length: MOST_CHIMES }, (_, k) => all[Math.round((k * (all.length - 1)) / (MOST_CHIMES - 1))]);
  const peak = chimes.length > 4 ? 0.1 : 0.14;
  chimes.forEach((ms, k) => chime(ms, k, peak));
  return chimes.at(-1) ?? 0;
}

/** A move taken back or made again (Undo, Redo): a card sliding across the cloth. */
function slide() {
  if (!audible()) return;
  const at = after();
  rustle(at, { duration: 0.09, filter: 'bandpass', frequency: 1800, q: 0.7, peak: 0.22 });
  rustle(after(70), { duration: 0.04, filter: 'lowpass', frequency: 1100, peak: 0.3 });
}

/** A new deal: a riffle of the deck, then the cards squared on the table. */
function deal() {
  if (!audible()) return;
  let ms = 0;
  for (let k = 0; k < 18; k += 1) {
    rustle(after(ms), { duration: 0.014, filter: 'bandpass', frequency: 2800 + Math.random() * 1800, q: 0.9, peak: 0.12 + Math.random() * 0.14 });
    // Slow, quick, slow: the riffle of two half decks.
    ms += 12 + 16 * Math.abs(k - 9) / 9 + Math.random() * 6;
  }
  rustle(after(ms + 40), { duration: 0.06, filter: 'lowpass', frequency: 900, peak: 0.45 });
}

/** The win: a bright arpeggio, `delay` ms from now (after the last chime). */
function win(delay = 0) {
  if (!audible()) return;
  ARPEGGIO.forEach((freq, k) => {
    const at = after(delay + 110 * k);
    const last = k === ARPEGGIO.length - 1;
    tone(at, { freq, type: 'triangle', peak: 0.16, attack: 0.008, decay: last ? 0.7 : 0.22 });
    tone(at, { freq: freq * 2, type: 'sine', peak: 0.04, attack: 0.008, decay: last ? 0.5 : 0.15 });
  });
}

/** The sounds, each made now (or not at all: before the first press, or at level 0). */
export const sound = { pick, drop, refuse, home, slide, deal, win };
