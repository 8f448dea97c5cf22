import { describeRemoteFailure } from './describe-remote-failure';

it('keeps the gist of a federation runtime error: what failed, its code and the original cause', () => {
  const error = new Error(
    '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003 args: {"manifestUrl":"http://cdn.example.org/mf-manifest.json","moduleName":"mf_admin","hostName":"shell"}\n' +
      'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-003\n' +
      'Original Error Message:\n Error: http://cdn.example.org/mf-manifest.json answered 404',
  );
  expect(describeRemoteFailure(error)).toBe(
    'Failed to get manifest (RUNTIME-003): http://cdn.example.org/mf-manifest.json answered 404',
  );
});

it("says which entry script did not load (RUNTIME-008), without the script loader's list of causes", () => {
  const entry = 'http://cdn.example.org/missing-deployment/remoteEntry.js';
  const error = new Error(
    `[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nargs: {"remoteName":"mf_admin","resourceUrl":"${entry}"}\n` +
      'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008\n' +
      `Original Error Message:\n ScriptNetworkError: Failed to load script "${entry}" - the script URL is unreachable or the server returned an error (network failure, 404, CORS, etc.)`,
  );
  expect(describeRemoteFailure(error)).toBe(
    `Failed to load script resources (RUNTIME-008): ${entry} could not be loaded (unreachable, or answered with an error)`,
  );
});

it('keeps the cause of an entry script that timed out or threw', () => {
  const runtimeError = (original: string) =>
    new Error(
      `[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nOriginal Error Message:\n ${original}`,
    );
  expect(describeRemoteFailure(runtimeError('ScriptNetworkError: Script "http://x/remoteEntry.js" timed out.'))).toBe(
    'Failed to load script resources (RUNTIME-008): Script "http://x/remoteEntry.js" timed out.',
  );
  expect(
    describeRemoteFailure(
      runtimeError(
        'ScriptExecutionError: Script "http://x/remoteEntry.js" loaded but threw a runtime error during execution: boom',
      ),
    ),
  ).toBe(
    'Failed to load script resources (RUNTIME-008): Script "http://x/remoteEntry.js" loaded but threw a runtime error during execution: boom',
  );
});

it('shows any other error as it is', () => {
  expect(describeRemoteFailure(new Error('Failed to fetch dynamically imported module'))).toBe(
    'Failed to fetch dynamically imported module',
  );
});
