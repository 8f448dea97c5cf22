import { useMutation } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import {
  attendeeCertificatePath,
  certificateReissuePath,
  certificateRevokePath,
  eventCertificatesPath,
} from '@guildhall/contracts/certificate-text';
import type { CertificateName, CertificateRevoke } from '@guildhall/contracts/certificates';
import { apiClient } from '@guildhall/shared-session/http';
import { useInvalidateCertificates } from './certificate-keys';

// Each call answers the server's own words for what it did ('3 certificates issued and e-mailed.'): the desk shows them.
async function post(url: string, body?: CertificateName | CertificateRevoke): Promise<string> {
  const response = await apiClient.post<ApiSuccess<unknown>>(url, body);
  return response.data.message;
}

/** POST /api/admin/events/{id}/certificates: every admitted attendee without one whose name prints. */
export const issueCertificates = (eventId: string) => post(eventCertificatesPath(eventId));

/** POST .../certificates/{ticketId}: one attendee, under a name the certificate's fonts can print. */
export const issueAttendeeCertificate = (eventId: string, ticketId: string, fullName: string) =>
  post(attendeeCertificatePath(eventId, ticketId), { fullName });

/** POST /api/admin/certificates/{code}/reissue: the old code revoked, a new one e-mailed under `fullName`. */
export const reissueCertificate = (code: string, fullName: string) => post(certificateReissuePath(code), { fullName });

/** POST /api/admin/certificates/{code}/revoke. */
export const revokeCertificate = (code: string, reason: string) => post(certificateRevokePath(code), { reason });

export function useIssueCertificates(eventId: string) {
  const invalidate = useInvalidateCertificates(eventId);
  return useMutation({ mutationFn: () => issueCertificates(eventId), onSuccess: invalidate });
}

export function useIssueAttendeeCertificate(eventId: string, ticketId: string) {
  const invalidate = useInvalidateCertificates(eventId);
  return useMutation({
    mutationFn: (fullName: string) => issueAttendeeCertificate(eventId, ticketId, fullName),
    onSuccess: invalidate,
  });
}

export function useReissueCertificate(eventId: string, code: string) {
  const invalidate = useInvalidateCertificates(eventId);
  return useMutation({ mutationFn: (fullName: string) => reissueCertificate(code, fullName), onSuccess: invalidate });
}

export function useRevokeCertificate(eventId: string, code: string) {
  const invalidate = useInvalidateCertificates(eventId);
  return useMutation({ mutationFn: (reason: string) => revokeCertificate(code, reason), onSuccess: invalidate });
}
