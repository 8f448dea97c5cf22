import {
  CERTIFICATE_CODE_PATTERN,
  CERTIFICATE_PAGE_TEXT,
  normalizeCertificateCode,
} from '@guildhall/contracts/certificate-text';
import type { CertificateVerdict } from '@guildhall/contracts/certificates';
import { getErrorMessage } from '@guildhall/shared-session';
import { useCertificateVerdict } from '../api/get-certificate-verdict';

/** Where the check of one code stands: on its way, failed (with a retry), no such certificate, or the verdict. */
export type CertificateCheck =
  | { status: 'checking' }
  | { status: 'failed'; message: string; retry: () => void }
  | { status: 'unknown' }
  | { status: 'found'; verdict: CertificateVerdict };

const statusOf = (error: unknown) => (error as { response?: { status?: number } }).response?.status;

/**
 * The check of a code as typed or scanned ('gh-abcd-...' reads as 'GH-ABCD-...'). A code that cannot be one is
 * unknown without asking the server; a 404 is unknown too; any other failure is a failure, with a retry.
 */
export function useCertificateCheck(typedCode: string): CertificateCheck {
  const code = normalizeCertificateCode(typedCode);
  const wellFormed = CERTIFICATE_CODE_PATTERN.test(code);
  const verdict = useCertificateVerdict(code, wellFormed);

  if (!wellFormed) return { status: 'unknown' };
  if (verdict.isError) {
    if (statusOf(verdict.error) === 404) return { status: 'unknown' };
    return {
      status: 'failed',
      message: getErrorMessage(verdict.error, CERTIFICATE_PAGE_TEXT.failed),
      retry: () => void verdict.refetch(),
    };
  }
  if (verdict.isPending) return { status: 'checking' };
  return { status: 'found', verdict: verdict.data };
}
