/* global self, caches */
// The door's service worker (registered by /tickets/check-in with that page as its only scope): it keeps the files
// the door page loads, so the page opens and works without a network. Network first, the kept copy when offline.
// API calls are left alone: the page judges scans from its stored check-in list itself.
const CACHE = 'guildhall-door-v1';
const DOOR_PAGE = '/tickets/check-in';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const isApi = (url) => url.pathname.startsWith('/api/') || url.pathname === '/healthz';

async function keep(request, response) {
  if (response.ok || response.type === 'opaque') await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

// The page sends what it loaded before this worker controlled it.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep') return;
  const urls = [...new Set(event.data.urls)].filter((url) => !isApi(new URL(url, self.location.origin)));
  event.waitUntil(
    Promise.all(
      urls.map((url) => {
        const sameOrigin = new URL(url, self.location.origin).origin === self.location.origin;
        const request = new Request(url, sameOrigin ? {} : { mode: 'cors', credentials: 'omit' });
        return fetch(request)
          .then((response) => keep(request, response))
          .catch(() => undefined);
      }),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || isApi(url)) return;
  event.respondWith(
    fetch(request)
      .then((response) => keep(request, response))
      .catch(async () => {
        const kept = await caches.match(request, { ignoreVary: true, ignoreSearch: request.mode === 'navigate' });
        if (kept) return kept;
        if (request.mode === 'navigate') {
          const page = await caches.match(DOOR_PAGE, { ignoreSearch: true });
          if (page) return page;
        }
        return Response.error();
      }),
  );
});
