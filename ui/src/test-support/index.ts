// Helpers for the apps' component tests; import them from tests only, never from app code.
export { createTestQueryClient, renderAtRoute } from './render-at-route';
export { settle } from './settle';
export { atPhoneWidth } from './phone-width';
