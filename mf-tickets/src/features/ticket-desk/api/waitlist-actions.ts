import { useMutation } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import { waitlistCsvFileName } from '@guildhall/contracts/waitlist-desk';
import { apiClient } from '@guildhall/shared-session/http';
import { downloadCsv } from './download-csv';
import { useInvalidateTickets } from './ticket-keys';

/** POST /api/admin/waitlist/{entryId}/remove: a seat the entry was offered goes to the next in line. */
export async function removeWaitlistEntry(entryId: string): Promise<void> {
  await apiClient.post(`/api/admin/waitlist/${encodeURIComponent(entryId)}/remove`);
}

/** POST /api/admin/events/{id}/waitlist/offer-next: how many seats were offered (one), or why none (409). */
export async function offerNextSeat(eventId: string): Promise<number> {
  const response = await apiClient.post<ApiSuccess<{ offered: number }>>(
    `/api/admin/events/${encodeURIComponent(eventId)}/waitlist/offer-next`,
  );
  return response.data.data.offered;
}

/** GET /api/admin/events/{id}/waitlist/export: the list as the desk shows it, saved by the browser. */
export const exportWaitlist = (eventId: string): Promise<string> =>
  downloadCsv(`/api/admin/events/${encodeURIComponent(eventId)}/waitlist/export`, waitlistCsvFileName(eventId));

// Both actions change seats held (an offer holds one): the desk's numbers, the events' seats and the list reload.
export function useRemoveWaitlistEntry() {
  const invalidate = useInvalidateTickets();
  return useMutation({ mutationFn: removeWaitlistEntry, onSuccess: invalidate });
}

export function useOfferNextSeat() {
  const invalidate = useInvalidateTickets();
  return useMutation({ mutationFn: offerNextSeat, onSuccess: invalidate });
}

export const useExportWaitlist = () => useMutation({ mutationFn: exportWaitlist });
