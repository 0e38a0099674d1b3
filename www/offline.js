// Offline play: registers the service worker (sw.js, next to index.html so
// that the page is in its scope). A new version of the page is installed
// in the background and takes over at once (see sw.js); a page that was
// loaded from the previous version then reloads itself, between two drags,
// so that it never runs files of two versions together (the solver's
// workers it may start later would otherwise come from the new one). It is
// registered once the solver's worker has answered for the first time, or
// three seconds after the board can be played (main.js), as its install
// fetches every file. The game is
// saved after every move, so the reload loses nothing, and the page
// reloaded says why it was (`updated`).

const UPDATED_KEY = 'freecell.updated';

/** Whether this page was loaded by an update's reload (once: the mark is taken away). */
export function updated() {
  try {
    const was = sessionStorage.getItem(UPDATED_KEY) !== null;
    sessionStorage.removeItem(UPDATED_KEY);
    return was;
  } catch {
    return false; // storage refused: the reload goes unexplained
  }
}

/** `busy()`: whether the player is in the middle of something a reload would cut (a drag). */
export function registerServiceWorker(busy = () => false) {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  // A page no worker served was loaded from the network: a worker taking it over has the same files.
  const loadedByWorker = Boolean(sw.controller);
  sw.addEventListener('controllerchange', () => {
    if (!loadedByWorker) return;
    const reload = () => {
      if (busy()) {
        setTimeout(reload, 250);
        return;
      }
      try { sessionStorage.setItem(UPDATED_KEY, ''); } catch { /* the reload goes unexplained */ }
      location.reload();
    };
    reload();
  });
  // A page still loading when the worker took the pages over (sw.js
  // clients.claim) is left out, with no worker until its next load; so is
  // a page reloaded past the worker (Shift+reload). Once registering has
  // checked the server and found no newer version than the active worker,
  // whose files are then this page's, such a page asks to be taken over.
  sw.register(new URL('../sw.js', import.meta.url), { updateViaCache: 'none' }).then((registration) => {
    const newest = registration.active && !registration.installing && !registration.waiting;
    if (newest && !sw.controller) registration.active.postMessage('claim');
  }).catch(() => {
    // No worker (a browser or a test that blocks them): the page works online as before.
  });
}
