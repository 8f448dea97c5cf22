// A waiting list's link tokens (confirm, leave, claim): 32 random bytes, base64url, e-mailed once; only their SHA-256
// (hex) is stored, as a refresh token's.
export { newRefreshToken as newLinkToken, hashRefreshToken as hashWaitlistToken } from '../auth/tokens';
