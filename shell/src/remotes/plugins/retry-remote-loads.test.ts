import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithRetry, retryRemoteLoads } from './retry-remote-loads';

const FAST = { retries: 2, delayMs: 1 };
const MANIFEST = 'http://cdn.example.org/mf_admin/mf-manifest.json';
const answer = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

describe('the manifest fetch', () => {
  it('tries again after a network error and a 5xx, and returns the answer that came', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(503))
      .mockResolvedValueOnce(answer(200));
    await expect(fetchWithRetry(MANIFEST, {}, FAST)).resolves.toMatchObject({ status: 200 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last retry and says what failed', async () => {
    fetchMock.mockResolvedValue(answer(404));
    await expect(fetchWithRetry(MANIFEST, {}, FAST)).rejects.toThrow(`${MANIFEST} answered 404`);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('is the runtime fetch hook of the plugin', async () => {
    fetchMock.mockResolvedValueOnce(answer(500)).mockResolvedValueOnce(answer(200));
    const plugin = retryRemoteLoads(FAST);
    const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;
    await expect(fetchHook(MANIFEST, {})).resolves.toMatchObject({ status: 200 });
  });
});

describe('the entry script', () => {
  type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];
  const entryArgs = (getRemoteEntry: jest.Mock) => {
    const globalLoading: Record<string, unknown> = { 'mf_admin:remoteEntry.js': Promise.reject(new Error('x')) };
    (globalLoading['mf_admin:remoteEntry.js'] as Promise<unknown>).catch(() => {});
    return {
      globalLoading,
      args: {
        getRemoteEntry,
        origin: {},
        remoteInfo: { name: 'mf_admin' },
        remoteEntryExports: undefined,
        globalLoading,
        uniqueKey: 'mf_admin:remoteEntry.js',
      } as unknown as LoadEntryErrorArgs,
    };
  };
  const loadEntryError = retryRemoteLoads(FAST).loadEntryError as unknown as (
    args: LoadEntryErrorArgs,
  ) => Promise<unknown>;

  it('loads the entry again, forgetting the failed load first', async () => {
    const container = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce(container);
    const { args, globalLoading } = entryArgs(getRemoteEntry);
    await expect(loadEntryError(args)).resolves.toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading).not.toHaveProperty('mf_admin:remoteEntry.js');
  });

  it('answers nothing after its retries, so the runtime reports the original failure', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('RUNTIME-008'));
    await expect(loadEntryError(entryArgs(getRemoteEntry).args)).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(FAST.retries);
  });
});
