import { locallyServedRemotes, muiXProvidedApart, REMOTES, portOf, remoteEntries } from './apps';

describe('remotes.json', () => {
  it('points every remote at its own origin on its default port', () => {
    expect(remoteEntries({})).toEqual({
      mf_public: 'http://localhost:8081/remoteEntry.js',
      mf_member: 'http://localhost:8082/remoteEntry.js',
      mf_admin: 'http://localhost:8083/remoteEntry.js',
      mf_tickets: 'http://localhost:8084/remoteEntry.js',
    });
  });

  it('follows port, host and per-remote URL overrides', () => {
    const entries = remoteEntries({
      PUBLIC_HOST: 'club.example.org',
      MF_PUBLIC_PORT: '9001',
      MF_ADMIN_ENTRY_URL: 'https://cdn.example.org/admin/v42/remoteEntry.js',
    });
    expect(entries.mf_public).toBe('http://club.example.org:9001/remoteEntry.js');
    expect(entries.mf_admin).toBe('https://cdn.example.org/admin/v42/remoteEntry.js');
  });

  it('serves locally only the remotes no entry URL points elsewhere', () => {
    expect(locallyServedRemotes({}).map((remote) => remote.workspace)).toEqual([
      'mf-public',
      'mf-member',
      'mf-admin',
      'mf-tickets',
    ]);
    const served = locallyServedRemotes({ MF_ADMIN_ENTRY_URL: 'https://cdn.example.org/admin/v42/remoteEntry.js' });
    expect(served.map((remote) => remote.workspace)).toEqual(['mf-public', 'mf-member', 'mf-tickets']);
  });

  it('refuses a port that is not a port', () => {
    expect(() => portOf(REMOTES[0]!, { MF_PUBLIC_PORT: 'eighty' })).toThrow('MF_PUBLIC_PORT must be a port number');
  });
});

describe('MUI X shared by the remotes', () => {
  it('names a remote that provides the grid or the charts without the other', () => {
    expect(
      muiXProvidedApart({
        'mf-admin': ['react', '@guildhall/ui/data-grid', '@guildhall/ui/charts'],
        'mf-public': ['react'],
        'mf-tickets': ['react', '@guildhall/ui/charts'],
      }),
    ).toEqual(['mf-tickets provides @guildhall/ui/charts but not @guildhall/ui/data-grid']);
  });
});
