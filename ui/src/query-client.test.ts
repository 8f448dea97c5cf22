import { useSession } from '@guildhall/shared-session';
import { adminClaims, memberClaims, resetSession, signInAs } from '@guildhall/shared-session/test-support';
import { adoptFirstPaintData, createQueryClient, dropQueriesWhenAccountChanges, shouldRetry } from './query-client';

const answered = (status: number) => ({ response: { status } });

describe('shouldRetry', () => {
  it('retries a network failure or a 5xx twice', () => {
    for (const error of [new Error('Network Error'), answered(500), answered(503)]) {
      expect([0, 1, 2].map((failures) => shouldRetry(failures, error))).toEqual([true, true, false]);
    }
  });

  it('never retries a 4xx: the answer would not change', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(shouldRetry(0, answered(status))).toBe(false);
  });
});

describe('dropQueriesWhenAccountChanges', () => {
  beforeEach(resetSession);

  it("drops every cached answer when the account changes, and keeps them while it doesn't", () => {
    const queryClient = createQueryClient();
    const stop = dropQueriesWhenAccountChanges(queryClient);
    const cached = () => queryClient.getQueryData(['profile']);

    signInAs(memberClaims);
    queryClient.setQueryData(['profile'], 'member profile');
    signInAs(memberClaims); // the same account again (another tab signed in)
    expect(cached()).toBe('member profile');

    signInAs(adminClaims);
    expect(cached()).toBeUndefined();

    queryClient.setQueryData(['profile'], 'admin profile');
    useSession.getState().clear();
    expect(cached()).toBeUndefined();
    stop();
  });
});

describe('adoptFirstPaintData', () => {
  const writeData = (text: string) => {
    document.body.innerHTML = `<script type="application/json" id="first-paint-data">${text}</script>`;
  };

  it("starts the page's query with the answer the host wrote into the page, once", () => {
    writeData('{"queryKey":["events","featured"],"data":{"id":"e1","title":"Night"}}');
    const queryClient = adoptFirstPaintData(createQueryClient());
    expect(queryClient.getQueryData(['events', 'featured'])).toEqual({ id: 'e1', title: 'Night' });
    expect(queryClient.getQueryState(['events', 'featured'])?.status).toBe('success');
    expect(document.getElementById('first-paint-data')).toBeNull();
  });

  it('keeps an answer of null (no event ahead) and ignores what it cannot read', () => {
    writeData('{"queryKey":["events","featured"],"data":null}');
    expect(adoptFirstPaintData(createQueryClient()).getQueryState(['events', 'featured'])?.status).toBe('success');
    writeData('not json');
    expect(adoptFirstPaintData(createQueryClient()).getQueryCache().getAll()).toHaveLength(0);
    expect(adoptFirstPaintData(createQueryClient()).getQueryCache().getAll()).toHaveLength(0);
  });

  it("leaves an answer for signed-out visitors to a stored session's own request", () => {
    writeData('{"queryKey":["members","team"],"data":{"members":[]},"signedOutOnly":true}');
    localStorage.setItem('accessToken', 'a.b.c');
    try {
      expect(adoptFirstPaintData(createQueryClient()).getQueryData(['members', 'team'])).toBeUndefined();
    } finally {
      localStorage.removeItem('accessToken');
    }
    writeData('{"queryKey":["members","team"],"data":{"members":[]},"signedOutOnly":true}');
    expect(adoptFirstPaintData(createQueryClient()).getQueryData(['members', 'team'])).toEqual({ members: [] });
  });

  it("starts an infinite query's first page with the answer", () => {
    writeData('{"queryKey":["feed"],"data":{"items":[],"nextCursor":null},"firstPageOf":{"initialPageParam":null}}');
    expect(adoptFirstPaintData(createQueryClient()).getQueryData(['feed'])).toEqual({
      pages: [{ items: [], nextCursor: null }],
      pageParams: [null],
    });
  });
});
