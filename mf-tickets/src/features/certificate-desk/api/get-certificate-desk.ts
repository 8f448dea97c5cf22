import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import { eventCertificatesPath } from '@guildhall/contracts/certificate-text';
import type { CertificateDesk } from '@guildhall/contracts/certificates';
import { apiClient } from '@guildhall/shared-session/http';
import { eventCertificatesKey } from './certificate-keys';

/** GET /api/admin/events/{id}/certificates: whether they can be issued yet, the counts, who cannot be printed, the list. */
export async function getCertificateDesk(eventId: string): Promise<CertificateDesk> {
  const response = await apiClient.get<ApiSuccess<CertificateDesk>>(eventCertificatesPath(eventId));
  return response.data.data;
}

export const certificateDeskQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: eventCertificatesKey(eventId), queryFn: () => getCertificateDesk(eventId) });
export const useCertificateDesk = (eventId: string) => useQuery(certificateDeskQueryOptions(eventId));
