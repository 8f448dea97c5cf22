// '@guildhall/shared-session': the session state every app reads on its first paint (no HTTP client: that is
// '@guildhall/shared-session/http').
export { configureApi } from './api-config';
export { decodeAccessToken, type SessionUser } from './decode-access-token';
export { DEFAULT_ERROR_TEXT, NETWORK_ERROR_TEXT, getErrorMessage } from './error-text';
export { roleOf, type SessionRole } from './role';
export { signInPathFor } from './sign-in-redirect';
export { useSession, type SessionState } from './session-store';
export { signOutNotice } from './sign-out-notice';
export { tokenStorage } from './token-storage';
export { publicGet, PublicGetError } from './public-get';
