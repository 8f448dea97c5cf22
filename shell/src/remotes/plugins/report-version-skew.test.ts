import { ModuleFederation } from '@module-federation/enhanced/runtime';
import { reportVersionSkew } from './report-version-skew';

interface Build {
  name: string;
  version: string;
  requiredVersion: string;
  singleton: boolean;
}

/** A federation instance of `build` providing `pkg` (its copy names the build), joined to `shareScope` if given. */
function instance(build: Build, log: Pick<Console, 'warn'>, shareScope?: ModuleFederation['shareScopeMap']) {
  const federation = new ModuleFederation({
    name: build.name,
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: [reportVersionSkew(log)],
    shared: {
      pkg: {
        version: build.version,
        get: async () => () => ({ copyOf: build.name }),
        shareConfig: { singleton: build.singleton, requiredVersion: build.requiredVersion },
      },
    },
  });
  if (shareScope) federation.initShareScopeMap('default', shareScope.default!);
  return federation;
}

async function loadInRemote(shell: Omit<Build, 'name'>, remote: Omit<Build, 'name'>) {
  const log = { warn: jest.fn() };
  const host = instance({ name: 'shell', ...shell }, log);
  const shellCopy = (await host.loadShare<{ copyOf: string }>('pkg')) as () => { copyOf: string };
  expect(shellCopy().copyOf).toBe('shell');
  const container = instance({ name: 'mf_admin', ...remote }, log, host.shareScopeMap);
  const factory = (await container.loadShare<{ copyOf: string }>('pkg')) as () => { copyOf: string };
  return { copyOf: factory().copyOf, log };
}

const runtimeWarnings = () => jest.mocked(console.warn).mock.calls.flat().map(String);
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

it('a remote built against a newer minor of the same major uses the shell copy, quietly', async () => {
  const { copyOf, log } = await loadInRemote(
    { version: '9.5.0', requiredVersion: '^9.0.0', singleton: true },
    { version: '9.7.2', requiredVersion: '^9.0.0', singleton: true },
  );
  expect(copyOf).toBe('shell');
  expect(log.warn).not.toHaveBeenCalled();
  expect(runtimeWarnings()).toEqual([]);
});

it('a remote needing a newer major of a library without context loads its own copy and says so', async () => {
  const { copyOf, log } = await loadInRemote(
    { version: '5.1.0', requiredVersion: '^5.0.0', singleton: false },
    { version: '6.0.1', requiredVersion: '^6.0.0', singleton: false },
  );
  expect(copyOf).toBe('mf_admin');
  expect(log.warn).toHaveBeenCalledWith(
    'mf_admin needs pkg ^6.0.0; the page has 5.1.0 from shell, so mf_admin loads its own copy (6.0.1).',
  );
});

it('a remote needing a newer major of a singleton keeps the one copy, and the runtime says so', async () => {
  const { copyOf, log } = await loadInRemote(
    { version: '19.3.1', requiredVersion: '^19.0.0', singleton: true },
    { version: '20.0.0', requiredVersion: '^20.0.0', singleton: true },
  );
  expect(copyOf).toBe('shell');
  expect(log.warn).not.toHaveBeenCalled();
  expect(runtimeWarnings().join('\n')).toContain(
    'Version 19.3.1 from shell of shared singleton module pkg does not satisfy the requirement of mf_admin which needs ^20.0.0',
  );
});
