// What the shell host writes into index.html so a page's first paint waits for as few round trips as possible:
// - the runtime files (remotes.json, app-config.json) inlined, so the shell starts without fetching them;
// - preload hints for the shell's framework and MUI chunks and, for a route a remote renders, that remote's
//   remoteEntry.js (the URL remotes.json names) and the exposed page's own chunks (read from the mf-manifest.json
//   next to it, which the browser never fetches), so they download in parallel with the shell instead of one after
//   the other;
// - the page's static first paint, when its remote ships one (docs/interfaces.md, "First paint"); for a first paint
//   with data (the featured event at `/`), the API's answer of this moment written into it and into the page, so
//   the page renders it without asking the API again.
// Remote files are fetched from where remotes.json points (a CDN, another team's deployment) and cached for a few
// seconds; an unreachable remote only means no hints: the page then loads as it would without them.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import {
  FIRST_PAINT_DATA_ELEMENT_ID,
  FIRST_PAINT_ELEMENT_ID,
  FIRST_PAINT_SLOT_MARKS,
  firstPaintDataFile,
  firstPaintFile,
  RUNTIME_CONFIG_ELEMENT_ID,
  type FirstPaintData,
  type FirstPaintWithData,
  type RemoteModuleId,
} from '@guildhall/contracts/federation';
import { NAVBAR } from '@guildhall/contracts/limits';
import { documentTitle, routeDocumentTitle, type RouteTitle } from '@guildhall/contracts/paths';

export interface RoutedPage {
  /** Route patterns: exact paths, `/event/:id` with a parameter, or `/auth/*` for a page with sub-routes. */
  paths: readonly string[];
  page: RemoteModuleId;
  /** The tab's title, written into index.html so the tab is named before any script runs. */
  title?: RouteTitle;
}

/** The part of a remote's mf-manifest.json the hints use (chunk paths are relative to its remoteEntry.js). */
interface RemoteManifest {
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

interface PageStart {
  /** <link> tags for the head. */
  hints: string[];
  /** The page's static markup, already wrapped in its element, and the API answer it shows (if any). */
  firstPaint: string | null;
  /** The tab title the API's answer gives (an event's), when the first paint has one. */
  title?: string | null;
}

/** The `data` of a public API answer to a GET, `undefined` when the API did not answer it with 2xx. */
export type ApiDataFetcher = (url: string) => Promise<{ data: unknown } | undefined>;

const CACHE_MS = 2_000;
const FETCH_TIMEOUT_MS = 800;

/** `/event/:id` matches `/event/abc` (a `:name` segment is any one non-empty segment). */
function matchesSegments(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/');
  const actual = pathname.replace(/(.)\/$/, '$1').split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => (segment.startsWith(':') ? actual[index] !== '' : segment === actual[index]))
  );
}

function findRoute(routes: readonly RoutedPage[], pathname: string): RoutedPage | undefined {
  return routes.find((candidate) =>
    candidate.paths.some((pattern) =>
      pattern.endsWith('/*')
        ? pathname === pattern.slice(0, -2) || pathname.startsWith(pattern.slice(0, -1))
        : matchesSegments(pattern, pathname),
    ),
  );
}

export function matchRoute(routes: readonly RoutedPage[], pathname: string): RemoteModuleId | null {
  return findRoute(routes, pathname)?.page ?? null;
}

/** The tab title the shell will set for `pathname` (its 404 page's for a path no route serves). */
function titleOf(routes: readonly RoutedPage[], pathname: string): string {
  const route = findRoute(routes, pathname);
  if (!route) return documentTitle('Page not found');
  return route.title === undefined
    ? documentTitle()
    : routeDocumentTitle(route.title, pathname.replace(/(.)\/$/, '$1'));
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON that cannot close the <script> it sits in. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** `promise`, or `fallback` once `ms` have passed without an answer. */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Loads with a short cache, serving the cached copy while a fresh one loads. Every load gives up after
 * FETCH_TIMEOUT_MS with `fallback`: an abort signal alone did not (a fetch to a remote host hung for good now and
 * then, and with it the page's answer), and a slow remote or API only costs the page its hints or first paint.
 */
function createShortCache<T>(load: (key: string) => Promise<T>, fallback: T) {
  const cache = new Map<string, { at: number; value: Promise<T> }>();
  return async (key: string): Promise<T> => {
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const value = within(load(key), FETCH_TIMEOUT_MS, fallback);
    cache.set(key, { at: Date.now(), value });
    // A cached copy answers at once while the fresh one is on its way (it serves the next request).
    return cached ? cached.value : value;
  };
}

/**
 * Small remote files (manifests, first paints): null when the remote does not answer. A fresh connection each time,
 * uncompressed: with fetch's pooled keep-alive connections a request now and then never got its answer (a page
 * then lost its first paint to the time-out; traced with loads 4-5 s apart, as Lighthouse makes them).
 */
function loadRemoteFile(url: string): Promise<string | null> {
  return new Promise((resolve) => {
    const get = url.startsWith('https:') ? https.get : http.get;
    const request = get(url, { agent: false, timeout: FETCH_TIMEOUT_MS }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        resolve(null);
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      response.on('error', () => resolve(null));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

function parseJson<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

const { start: SLOT_START, end: SLOT_END } = FIRST_PAINT_SLOT_MARKS;
const SLOT_PATTERN = new RegExp(`${SLOT_START}([A-Za-z0-9_]+)\\|([^${SLOT_END}]*)${SLOT_END}`, 'g');

/** `present` with each slot showing the answer's field (escaped), or the slot's fallback. */
export function fillFirstPaintSlots(markup: string, data: Record<string, unknown>): string {
  return markup.replace(SLOT_PATTERN, (_slot, field: string, fallback: string) => {
    const value = data[field];
    return typeof value === 'string' || typeof value === 'number' ? escapeText(String(value)) : fallback;
  });
}

/**
 * The markup of a first paint with data for this answer; `plain` for one without markup of its own (the answer
 * only saves the page its request); null when its data cannot be shown.
 */
function markupWithData(withData: FirstPaintWithData, answer: { data: unknown }, plain: string | null): string | null {
  if (withData.present === undefined || withData.absent === undefined) return plain;
  if (answer.data === null) return withData.absent;
  if (typeof answer.data !== 'object' || Array.isArray(answer.data)) return null;
  return fillFirstPaintSlots(withData.present, answer.data as Record<string, unknown>);
}

export function createPageHeadStart(options: {
  shellDist: string;
  remotes: Record<string, string>;
  runtimeFiles: Record<string, unknown>;
  routes: readonly RoutedPage[];
  /** Paths the shell draws without its navbar: their first paint starts at the top, as the page does. */
  navbarHiddenOn?: (pathname: string) => boolean;
  /** Where a first paint with data gets the API's answer; without it such pages get their plain first paint. */
  fetchApiData?: ApiDataFetcher;
}) {
  const fetchRemoteFile = createShortCache(loadRemoteFile, null);
  const fetchApiData = options.fetchApiData && createShortCache(options.fetchApiData, undefined);
  const shellChunks = () =>
    fs
      .readdirSync(options.shellDist)
      .filter((file) => /^(framework|mui)\.[0-9a-f]{8}\.js$/.test(file))
      .map((file) => `<link rel="preload" as="script" href="/${file}">`);

  async function remotePageStart(page: RemoteModuleId, pathname: string): Promise<PageStart> {
    const [remote, module] = page.split('/') as [string, string];
    const entry = options.remotes[remote];
    if (!entry) return { hints: [], firstPaint: null };
    const entryUrl = new URL(entry);
    const plainMarkup = plainFirstPaint(module, entryUrl, pathname);
    const [manifest, markupForPath, dataMarkup] = await Promise.all([
      fetchRemoteFile(new URL('mf-manifest.json', entryUrl).href).then(parseJson<RemoteManifest>),
      plainMarkup,
      firstPaintWithData(new URL(firstPaintDataFile(module), entryUrl).href, pathname, plainMarkup),
    ]);
    // The entry's hint needs no manifest: a remote the host cannot reach may still reach the browser.
    const chunks = manifest?.exposes.find((exposed) => exposed.name === module)?.assets.js.sync ?? [];
    const hints = [entryUrl, ...chunks.map((chunk) => new URL(chunk, entryUrl))].map(
      (url) => `<link rel="preload" as="script" href="${escapeAttribute(url.href)}">`,
    );
    const markup = dataMarkup?.markup ?? markupForPath;
    // Over the page rather than in its flow: React's root never moves when the markup goes (no layout shift).
    const firstPaint = markup
      ? `<div id="${FIRST_PAINT_ELEMENT_ID}" data-page="${escapeAttribute(page)}" style="position:absolute;top:0;left:0;right:0${options.navbarHiddenOn?.(pathname) ? '' : `;padding-top:${NAVBAR.heightRem}rem`}">${markup}</div>${dataMarkup?.dataElement ?? ''}`
      : null;
    return { hints, firstPaint, title: dataMarkup?.title };
  }

  /**
   * The page's plain first paint: the one for this very path when the remote has it (a page serving several paths,
   * asked only for the route table's own paths, never for a `:parameter`'s endless values), else the page's one.
   */
  async function plainFirstPaint(module: string, entryUrl: URL, pathname: string): Promise<string | null> {
    const ownPath = pathname.replace(/(.)\/$/, '$1');
    const literal = options.routes.some((route) => route.paths.includes(ownPath));
    const [forPath, forPage] = await Promise.all([
      literal ? fetchRemoteFile(new URL(firstPaintFile(module, ownPath), entryUrl).href) : null,
      fetchRemoteFile(new URL(firstPaintFile(module), entryUrl).href),
    ]);
    return forPath ?? forPage;
  }

  /** The first paint filled with the API's answer, and the answer for the page's query; null to use the plain one. */
  async function firstPaintWithData(url: string, pathname: string, plainMarkup: Promise<string | null>) {
    if (!fetchApiData) return null;
    const withData = parseJson<FirstPaintWithData>(await fetchRemoteFile(url));
    if (!withData?.paths.some((pattern) => matchesSegments(pattern, pathname))) return null;
    // Only the API's public reads: a remote's file must not point the host anywhere else.
    if (!/^\/api\/[\w\-/?=&.]*$/.test(withData.url) || withData.url.includes('..')) return null;
    const answer = await fetchApiData(withData.url);
    const markup = answer && markupWithData(withData, answer, await plainMarkup);
    if (!answer || markup === null) return null;
    const { queryKey, signedOutOnly, firstPageOf } = withData;
    const data: FirstPaintData = { queryKey, data: answer.data, signedOutOnly, firstPageOf };
    const dataElement = `<script type="application/json" id="${FIRST_PAINT_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
    const titleText = withData.titleField && (answer.data as Record<string, unknown> | null)?.[withData.titleField];
    return { markup, dataElement, title: typeof titleText === 'string' ? documentTitle(titleText) : null };
  }

  /** index.html for `pathname`, with the runtime files, the preload hints and the first paint written in. */
  return async function pageHtml(template: string, pathname: string): Promise<string> {
    const page = matchRoute(options.routes, pathname);
    const start = page ? await remotePageStart(page, pathname) : { hints: [], firstPaint: null };
    const head = [
      `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptSafeJson(options.runtimeFiles)}</script>`,
      ...shellChunks(),
      ...start.hints,
    ].join('');
    // Functions, not replacement strings: a `$&` in an event's title must stay as it is.
    return template
      .replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${escapeText(start.title ?? titleOf(options.routes, pathname))}</title>`,
      )
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root">', () => `${start.firstPaint ?? ''}<div id="root">`);
  };
}
