// Business constants from the specifications; every app and the API read them from here.

export const LPU_ID_PATTERN = /^\d{8}$/;
export const LOGIN_PASSWORD_MIN = 6;
export const ADMIN_CREATED_MEMBER_PASSWORD_MIN = 8;
export const BIO_MAX = 500;
export const REQUEST_TIMEOUT_MS = 10_000;
export const REDIRECT_AFTER_LOGIN_MS = 1_200;

export const TOKEN_STORAGE_KEYS = { access: 'accessToken', refresh: 'refreshToken' } as const;

export const NAVBAR = { heightRem: 5, hideAfterPx: 100, showOnScrollUpPx: 2 } as const;
export const MOBILE_BREAKPOINT_PX = 768;
export const MAX_APPLICATION_DOMAINS = 2;
