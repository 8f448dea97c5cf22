export { apiClient, configureApiClient } from './api-client';
export { decodeAccessToken, type SessionUser } from './decode-access-token';
export { DEFAULT_ERROR_TEXT, getErrorMessage } from './error-text';
export { roleOf, type SessionRole } from './role';
export { loginAdmin, loginMember } from './session-api';
export { useSession, type SessionState } from './session-store';
export { tokenStorage } from './token-storage';
