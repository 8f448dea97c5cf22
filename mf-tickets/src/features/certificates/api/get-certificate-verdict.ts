import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificateVerdictPath } from '@guildhall/contracts/certificate-text';
import type { CertificateVerdict } from '@guildhall/contracts/certificates';
import { publicGet } from '@guildhall/shared-session';

/**
 * GET /api/certificates/{code}: what the club's records say of a code (404 when no certificate has it). Public and
 * the same for anyone, so read with fetch (`publicGet`): the page a QR code opens downloads no axios.
 */
export const getCertificateVerdict = (code: string) => publicGet<CertificateVerdict>(certificateVerdictPath(code));

// Asked afresh on every visit: a certificate can be revoked at any time.
export const certificateVerdictQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['certificates', 'verdict', code] as const,
    queryFn: () => getCertificateVerdict(code),
    staleTime: 0,
  });

/** `enabled`: false for a code that cannot be one (the page says 'unknown' without asking). */
export const useCertificateVerdict = (code: string, enabled: boolean) =>
  useQuery({ ...certificateVerdictQueryOptions(code), enabled });
