import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryRemoteLoads } from './retry-remote-loads';

const FAST = { retries: 2, delayMs: 1 };

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

describe("the exposed page's chunks", () => {
  type GetModuleFactoryArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['getModuleFactory']>>[0];
  const getModuleFactory = retryRemoteLoads(FAST).getModuleFactory as unknown as (
    args: GetModuleFactoryArgs,
  ) => Promise<unknown>;
  const chunkLoadError = () => Object.assign(new Error('Loading chunk 859 failed.'), { name: 'ChunkLoadError' });
  const args = (get: jest.Mock) =>
    ({ remoteEntryExports: { get, init: jest.fn() }, expose: './AdminAuthPage' }) as unknown as GetModuleFactoryArgs;

  it('gets the module again when a chunk did not load (a failed preload is reused once by the browser)', async () => {
    const factory = () => ({ default: 'page' });
    const get = jest.fn().mockRejectedValueOnce(chunkLoadError()).mockResolvedValueOnce(factory);
    await expect(getModuleFactory(args(get))).resolves.toBe(factory);
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenCalledWith('./AdminAuthPage');
  });

  it('gives up after its retries with the chunk error', async () => {
    const get = jest.fn().mockRejectedValue(chunkLoadError());
    await expect(getModuleFactory(args(get))).rejects.toThrow('Loading chunk 859 failed.');
    expect(get).toHaveBeenCalledTimes(1 + FAST.retries);
  });

  it('does not ask again for a module the container does not have', async () => {
    const get = jest.fn().mockRejectedValue(new Error('Module "./Nope" does not exist in container.'));
    await expect(getModuleFactory(args(get))).rejects.toThrow('does not exist in container');
    expect(get).toHaveBeenCalledTimes(1);
  });
});
