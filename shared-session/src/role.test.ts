import { roleOf } from './role';

describe('roleOf', () => {
  it('treats a user with a memberID as a member', () => {
    expect(roleOf({ memberID: 'm-1' })).toBe('member');
  });

  it('treats every other user as an admin', () => {
    expect(roleOf({})).toBe('admin');
    expect(roleOf({ memberID: '' })).toBe('admin');
  });
});
