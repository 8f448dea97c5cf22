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

it('shows any other error as it is', () => {
  expect(describeRemoteFailure(new Error('Failed to fetch dynamically imported module'))).toBe(
    'Failed to fetch dynamically imported module',
  );
});
