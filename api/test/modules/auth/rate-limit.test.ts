import { describeEachDatabase, post } from '../../support/test-app';

describeEachDatabase(
  'sign-in rate limit',
  (context) => {
    it('answers 429 once an IP exceeds the sign-in attempts per minute', async () => {
      const attempt = () => post(context.app, '/api/members/login', { LpuId: '12345678', password: 'wrong-password' });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).status);

      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await attempt()).body.message).toMatch(/^Too many attempts\. Please try again in/);
      // Other routes are not limited.
      expect((await post(context.app, '/api/auth/refresh', { refreshToken: 'x' })).status).toBe(401);
    });
  },
  { loginRateLimit: 3 },
);
