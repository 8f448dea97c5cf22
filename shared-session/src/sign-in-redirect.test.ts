import { signInPathFor } from './sign-in-redirect';

it('signs admins in again at the admin sign-in, everyone else at /auth', () => {
  expect(signInPathFor('admin')).toBe('/admin/auth');
  expect(signInPathFor('member')).toBe('/auth');
  expect(signInPathFor(null)).toBe('/auth');
});
