// The deploy-time files the shell reads before rendering (docs/interfaces.md): editing them re-points the API or
// a remote without rebuilding the shell. The shell host also inlines both into index.html, keyed by path.
import { RUNTIME_CONFIG_ELEMENT_ID } from '@guildhall/contracts/federation';

export interface AppConfig {
  /** '' when the API shares the shell's origin. */
  apiBaseUrl: string;
}

/** Federation container name -> URL of its remoteEntry.js. */
export type RemoteEntries = Record<string, string>;

/** The runtime files as the shell host inlined them into index.html (saves a round trip before the first page). */
function inlinedRuntimeFiles(): Partial<Record<string, unknown>> {
  const element = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function fetchRuntimeFile<T>(path: string, fallback: T): Promise<T> {
  const inlined = inlinedRuntimeFiles()[path];
  if (inlined) return inlined as T;
  try {
    const response = await fetch(path, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  } catch (error) {
    // A missing file must not blank the site: the fallbacks keep the navbar and the shell's own pages working.
    console.error(`Could not read ${path}; continuing without it.`, error);
    return fallback;
  }
}

/** Falls back to the documented default: the API on the shell's own origin. */
export const loadAppConfig = () => fetchRuntimeFile<AppConfig>('/app-config.json', { apiBaseUrl: '' });

/** Falls back to no remotes: every remote route then shows its error boundary. */
export const loadRemoteEntries = () => fetchRuntimeFile<RemoteEntries>('/remotes.json', {});
