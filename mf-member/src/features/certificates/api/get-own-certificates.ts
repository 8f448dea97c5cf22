import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import { MY_CERTIFICATES_PATH } from '@guildhall/contracts/certificate-text';
import type { MemberCertificate } from '@guildhall/contracts/certificates';
import { apiClient } from '@guildhall/shared-session/http';

export const OWN_CERTIFICATES_QUERY_KEY = ['members', 'me', 'certificates'] as const;

/** GET /api/members/me/certificates: the valid certificates of the member's LPU ID, newest first. */
export async function getOwnCertificates(): Promise<MemberCertificate[]> {
  const response = await apiClient.get<ApiSuccess<MemberCertificate[]>>(MY_CERTIFICATES_PATH);
  return response.data.data;
}

export const ownCertificatesQueryOptions = () =>
  queryOptions({ queryKey: OWN_CERTIFICATES_QUERY_KEY, queryFn: getOwnCertificates });

export const useOwnCertificates = () => useQuery(ownCertificatesQueryOptions());
