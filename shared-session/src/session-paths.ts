// The session endpoints, in one place for the typed calls (session-api.ts) and the client's token handling.
export const REFRESH_PATH = '/api/auth/refresh';
export const LOGIN_PATH = { member: '/api/members/login', admin: '/api/admin/login' } as const;
export const LOGOUT_PATH = { member: '/api/members/logout', admin: '/api/admin/logout' } as const;
