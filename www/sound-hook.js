// The card sounds as the first load knows them: sound.js (the synthesis,
// out of the first load) is handed them once it is loaded with extras.js,
// right after the board can be played. Until then no sound is made, as
// none is before the player's first press: a press heard meanwhile is
// passed on, so that the sounds start with the next one.
import { listen } from './events.js';

let synth = null;  // sound.js, once loaded
let level = 0;     // the level set, passed on
let pressed = false;
let unbind = null;

/** Sets how loud the sounds are, 0 (none is made) to 1 (sound.js setLevel). */
export function setLevel(value) {
  level = value;
  synth?.setLevel(value);
}

/** Notes the player's first press or key until sound.js listens for them (sound.js bindFirstPress). */
export function bindFirstPress(target = window) {
  const note = () => { pressed = true; };
  const unbinds = ['pointerdown', 'pointerup', 'keydown'].map((type) => listen(target, type, note, { capture: true }));
  unbind = () => unbinds.forEach((u) => u());
  return unbind;
}

/** Hands the sounds to `module` (sound.js): its level, and its own listening for presses (a press already heard counts). */
export function attachSound(module, target = window) {
  if (synth) return;
  synth = module;
  unbind?.();
  synth.setLevel(level);
  synth.bindFirstPress(target, { pressed });
}

/** Makes the AudioContext ahead of the first press, once sound.js is loaded (sound.js prepareSound). */
export const prepareSound = () => synth?.prepareSound();

const play = (name, none) => (...args) => (synth ? synth.sound[name](...args) : none);

/** The sounds (sound.js `sound`), none before sound.js is loaded; `home` says when its last chime ends (0: none). */
export const sound = {
  pick: play('pick'), drop: play('drop'), refuse: play('refuse'), home: play('home', 0),
  slide: play('slide'), deal: play('deal'), win: play('win'),
};
