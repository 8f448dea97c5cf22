// What the shell host writes into index.html so a page's first paint waits for as few round trips as possible:
// - the runtime files (remotes.json, app-config.json) inlined, so the shell starts without fetching them;
// - preload hints for the shell's framework and MUI chunks and, for a route a remote renders, that remote's
//   manifest, remoteEntry.js and the exposed page's own chunks (read from the remote's mf-manifest.json), so
//   they download in parallel with the shell instead of one after the other;
// - the page's static first paint, when its remote ships one (docs/interfaces.md, "First paint").
// Remote files are fetched from where remotes.json points (a CDN, another team's deployment) and cached for a few
// seconds; an unreachable remote only means no hints: the page then loads as it would without them.
import fs from 'node:fs';
import path from 'node:path';
import {
  FIRST_PAINT_ELEMENT_ID,
  firstPaintFile,
  RUNTIME_CONFIG_ELEMENT_ID,
  type RemoteModuleId,
} from '@guildhall/contracts/federation';
import { NAVBAR } from '@guildhall/contracts/limits';

export interface RoutedPage {
  /** Route patterns: exact paths, `/event/:id` with a parameter, or `/auth/*` for a page with sub-routes. */
  paths: readonly string[];
  page: RemoteModuleId;
}

interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

interface PageStart {
  /** <link> tags for the head. */
  hints: string[];
  /** The page's static markup, already wrapped in its element. */
  firstPaint: string | null;
}

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

export function matchRoute(routes: readonly RoutedPage[], pathname: string): RemoteModuleId | null {
  const route = routes.find((candidate) =>
    candidate.paths.some((pattern) =>
      pattern.endsWith('/*')
        ? pathname === pattern.slice(0, -2) || pathname.startsWith(pattern.slice(0, -1))
        : matchesSegments(pattern, pathname),
    ),
  );
  return route?.page ?? null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON that cannot close the <script> it sits in. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Fetches small remote files with a short cache, serving the cached copy while a fresh one loads. */
function createRemoteFileCache() {
  const cache = new Map<string, { at: number; body: Promise<string | null> }>();
  const load = async (url: string): Promise<string | null> => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      return response.ok ? await response.text() : null;
    } catch {
      return null;
    }
  };
  return async (url: string): Promise<string | null> => {
    const cached = cache.get(url);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.body;
    const body = load(url);
    cache.set(url, { at: Date.now(), body });
    // A cached copy answers at once while the fresh one is on its way (it serves the next request).
    return cached ? cached.body : body;
  };
}

export function createPageHeadStart(options: {
  shellDist: string;
  remotes: Record<string, string>;
  runtimeFiles: Record<string, unknown>;
  routes: readonly RoutedPage[];
}) {
  const fetchRemoteFile = createRemoteFileCache();
  const shellChunks = () =>
    fs
      .readdirSync(options.shellDist)
      .filter((file) => /^(framework|mui)\.[0-9a-f]{8}\.js$/.test(file))
      .map((file) => `<link rel="preload" as="script" href="/${file}">`);

  async function remotePageStart(page: RemoteModuleId): Promise<PageStart> {
    const [remote, module] = page.split('/') as [string, string];
    const manifestUrl = options.remotes[remote];
    if (!manifestUrl) return { hints: [], firstPaint: null };
    const manifestText = await fetchRemoteFile(manifestUrl);
    const hints = [`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(manifestUrl)}">`];
    if (!manifestText) return { hints, firstPaint: null };
    let manifest: RemoteManifest;
    try {
      manifest = JSON.parse(manifestText) as RemoteManifest;
    } catch {
      return { hints, firstPaint: null };
    }
    const { remoteEntry } = manifest.metaData;
    const entryUrl = new URL(path.posix.join(remoteEntry.path, remoteEntry.name), manifestUrl);
    const chunks = manifest.exposes.find((exposed) => exposed.name === module)?.assets.js.sync ?? [];
    hints.push(
      ...[entryUrl, ...chunks.map((chunk) => new URL(chunk, entryUrl))].map(
        (url) => `<link rel="preload" as="script" href="${escapeAttribute(url.href)}">`,
      ),
    );
    const markup = await fetchRemoteFile(new URL(firstPaintFile(module), entryUrl).href);
    // Over the page rather than in its flow: React's root never moves when the markup goes (no layout shift).
    const firstPaint = markup
      ? `<div id="${FIRST_PAINT_ELEMENT_ID}" data-page="${escapeAttribute(page)}" style="position:absolute;top:0;left:0;right:0;padding-top:${NAVBAR.heightRem}rem">${markup}</div>`
      : null;
    return { hints, firstPaint };
  }

  /** index.html for `pathname`, with the runtime files, the preload hints and the first paint written in. */
  return async function pageHtml(template: string, pathname: string): Promise<string> {
    const page = matchRoute(options.routes, pathname);
    const start = page ? await remotePageStart(page) : { hints: [], firstPaint: null };
    const head = [
      `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptSafeJson(options.runtimeFiles)}</script>`,
      ...shellChunks(),
      ...start.hints,
    ].join('');
    return template
      .replace('</head>', `${head}</head>`)
      .replace('<div id="root">', `${start.firstPaint ?? ''}<div id="root">`);
  };
}
