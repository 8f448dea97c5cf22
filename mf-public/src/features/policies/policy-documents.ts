import { COOKIE_POLICY } from './documents/cookie';
import { PRIVACY_POLICY } from './documents/privacy';
import { REFUND_POLICY } from './documents/refund';
import { TERMS } from './documents/terms';
import type { PolicyDocument } from './policy-document';

/** The four footer policies, in the footer's order. */
export const POLICY_DOCUMENTS: readonly PolicyDocument[] = [TERMS, REFUND_POLICY, PRIVACY_POLICY, COOKIE_POLICY];

export const policyAt = (pathname: string) => POLICY_DOCUMENTS.find((policy) => policy.path === pathname);
