// Whether the player has met the tutorial (tutorial.js): kept in
// localStorage beside the settings, under a key of its own, so that once
// started, left, finished or declined it is never offered again by
// itself (How to play still offers it). Nothing here throws: a browser
// that refuses storage is offered it on each first visit.
import { storageOf } from './saves.js';

export const TUTORIAL_KEY = 'freecell.tutorial';

/** What the player did with the tutorial last. */
const HOW = ['started', 'left', 'finished', 'declined'];

/** Whether the tutorial was started, left, finished or declined in this browser. */
export function tutorialSeen(local = storageOf('localStorage')) {
  try {
    return HOW.includes(local?.getItem(TUTORIAL_KEY));
  } catch {
    return false;
  }
}

/** Keeps what the player did with the tutorial: one of 'started', 'left', 'finished', 'declined'. */
export function markTutorial(how, local = storageOf('localStorage')) {
  if (!HOW.includes(how)) return;
  try { local?.setItem(TUTORIAL_KEY, how); } catch { /* offered again next time, no harm */ }
}
