// The service worker: it keeps one complete version of the page (index.html,
// its modules, its style, both wasm packages: the rules the page loads and
// the solver its workers load) in a cache named after that version,
// and serves the page from it, online or not.
//
// www/precache.js (written by `npm run build`; the dev server writes it
// afresh on every request) lists the files with the SHA-256 of each, and a
// version made of them all: any change to any file is a new version, and a
// new precache.js makes the browser install this worker again. The install
// fetches every file past the HTTP cache (a revalidation, so unchanged
// files cost a 304) and checks each against its hash, so a cache never
// holds files of two versions: a server caught mid-deploy fails the
// install, which is tried again at the next load. The new version then
// takes over at once and the caches of older ones are deleted; pages
// loaded from an older one reload themselves (www/offline.js).
/* global PRECACHE */
importScripts('./www/precache.js');

const CACHE = `freecell-${PRECACHE.version}`;
const scope = new URL(self.registration.scope);
const FILES = new Set(PRECACHE.files.map((f) => new URL(f.url, scope).pathname));
const PAGE = new URL('./index.html', scope).pathname;

const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function fetchChecked({ url, sha256 }) {
  const response = await fetch(new URL(url, scope), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const digest = hex(await crypto.subtle.digest('SHA-256', await response.clone().arrayBuffer()));
  if (digest !== sha256) throw new Error(`${url} is not the file of version ${PRECACHE.version}`);
  return [url, response];
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const fetched = await Promise.all(PRECACHE.files.map(fetchChecked));
    const cache = await caches.open(CACHE);
    await Promise.all(fetched.map(([url, response]) => cache.put(new URL(url, scope), response)));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('freecell-') && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// A page that was still loading as this worker took the pages over asks for it (www/offline.js).
self.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== scope.origin) return;
  // The page, whatever its address says (?deal=617), is index.html.
  const path = request.mode === 'navigate' && (url.pathname === scope.pathname || url.pathname === PAGE) ? PAGE : url.pathname;
  if (!FILES.has(path)) return;
  event.respondWith((async () => {
    const cached = await (await caches.open(CACHE)).match(new URL(path, scope));
    return cached ?? fetch(request);
  })());
});
