// '@guildhall/shared-session/http': the HTTP side of the session (axios). Pages import it from their feature api
// files, so it downloads with the first page that talks to the API, not with the landing page's first paint.
export { apiClient, renewSession } from './api-client';
export { getBlob } from './get-blob';
export { loginAdmin, loginMember, signOut } from './session-api';
