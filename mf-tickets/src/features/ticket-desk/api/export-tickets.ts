import { useMutation } from '@tanstack/react-query';
import { ticketCsvFileName, type TicketExportQuery } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { saveFile } from '@guildhall/ui/hooks';

/** An export of 20,000 tickets is one long answer: more time than an ordinary call's 10 s. */
const EXPORT_TIMEOUT_MS = 120_000;

/** A failed blob request carries its JSON error as a Blob: read it, so the error-text rule finds its message. */
async function readBlobError(error: unknown): Promise<never> {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  if (response && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text());
    } catch {
      response.data = undefined;
    }
  }
  throw error;
}

/** GET /api/tickets/event/{eventId}/export: the CSV the server writes (BOM, 20 columns), saved by the browser. */
export async function exportTickets(eventId: string, query: TicketExportQuery): Promise<string> {
  const response = await apiClient
    .get<Blob>(`/api/tickets/event/${encodeURIComponent(eventId)}/export`, {
      params: query,
      responseType: 'blob',
      timeout: EXPORT_TIMEOUT_MS,
    })
    .catch(readBlobError);
  const name = /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1];
  const fileName = name ?? ticketCsvFileName(eventId);
  saveFile(response.data, fileName);
  return fileName;
}

export const useExportTickets = () =>
  useMutation({
    mutationFn: ({ eventId, query }: { eventId: string; query: TicketExportQuery }) => exportTickets(eventId, query),
  });
