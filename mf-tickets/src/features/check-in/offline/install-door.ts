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
      // Every file this visit loads without passing the worker (workerStart 0: it was requested before the worker
      // controlled the page, even if it finished later) is sent to the worker to keep as well. Buffered, so the
      // files loaded before this point are sent at once; what loads later through the worker it keeps itself.
      new PerformanceObserver((list) => {
        const urls = (list.getEntries() as PerformanceResourceTiming[])
          .filter((entry) => entry.workerStart === 0 && !new URL(entry.name).pathname.startsWith('/api/'))
          .map((entry) => entry.name);
        if (urls.length) registration.active?.postMessage({ type: 'keep', urls });
      }).observe({ type: 'resource', buffered: true });
      registration.active?.postMessage({ type: 'keep', urls: [location.pathname] });
    })
    .catch(() => undefined);
}
