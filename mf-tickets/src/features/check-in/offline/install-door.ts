import { PATHS } from '@guildhall/contracts/paths';

// The door is installable and opens without a network: a web app manifest, and a service worker (served by the
// shell's origin) whose scope is the door page alone, so no other page of the site is ever served from its cache.

const SERVICE_WORKER = '/door-sw.js';
const MANIFEST = '/door.webmanifest';

export function installDoor(): void {
  if (!document.querySelector(`link[rel="manifest"][href="${MANIFEST}"]`)) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST;
    document.head.append(link);
  }
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(SERVICE_WORKER, { scope: PATHS.checkIn })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // The files this visit already loaded (before the worker controlled the page): the worker keeps them too,
      // again once it takes control (what loaded in between went past it).
      const keepLoaded = () => {
        const files = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => !new URL(url).pathname.startsWith('/api/'));
        registration.active?.postMessage({ type: 'keep', urls: [location.pathname, ...files] });
      };
      keepLoaded();
      navigator.serviceWorker.addEventListener('controllerchange', keepLoaded, { once: true });
    })
    .catch(() => undefined);
}
