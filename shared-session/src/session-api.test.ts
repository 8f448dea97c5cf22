import { loginAdmin, loginMember } from './session-api';
import { adminClaims, fakeAccessToken, installFakeServer, memberClaims, resetSession } from './test-support';

beforeEach(resetSession);

const answer = (accessToken: string) => ({
  status: 200,
  data: { success: true, message: 'ok', data: { accessToken, refreshToken: 'r-1' } },
});

it('loginMember posts the request to /api/members/login and returns the token pair', async () => {
  const accessToken = fakeAccessToken(memberClaims);
  const requests = installFakeServer(() => answer(accessToken));
  await expect(loginMember({ email: 'asha@example.org', password: 'secret-1' })).resolves.toEqual({
    accessToken,
    refreshToken: 'r-1',
  });
  expect(requests[0]).toMatchObject({ method: 'post', url: '/api/members/login' });
  expect(JSON.parse(requests[0]!.data as string)).toEqual({ email: 'asha@example.org', password: 'secret-1' });
});

it('loginAdmin posts the request to /api/admin/login and returns the token pair', async () => {
  const accessToken = fakeAccessToken(adminClaims);
  const requests = installFakeServer(() => answer(accessToken));
  const request = { fullname: 'Ravi Admin', password: 'secret-1', secret: 'club-secret' };
  await expect(loginAdmin(request)).resolves.toEqual({ accessToken, refreshToken: 'r-1' });
  expect(requests[0]).toMatchObject({ method: 'post', url: '/api/admin/login' });
  expect(JSON.parse(requests[0]!.data as string)).toEqual(request);
});

it('rejects with the server error, so callers can show its message', async () => {
  installFakeServer(() => ({ status: 401, data: { success: false, message: 'Invalid credentials' } }));
  await expect(loginMember({ email: 'asha@example.org', password: 'wrong' })).rejects.toMatchObject({
    response: { status: 401, data: { message: 'Invalid credentials' } },
  });
});
