import { useMutation } from '@tanstack/react-query';
import { ticketCsvFileName, type TicketExportQuery } from '@guildhall/contracts';
import { downloadCsv } from './download-csv';

/** An export of 20,000 tickets is one long answer: more time than an ordinary call's 10 s. */
const EXPORT_TIMEOUT_MS = 120_000;

/** GET /api/tickets/event/{eventId}/export: the CSV the server writes (BOM, 20 columns), saved by the browser. */
export const exportTickets = (eventId: string, query: TicketExportQuery): Promise<string> =>
  downloadCsv(`/api/tickets/event/${encodeURIComponent(eventId)}/export`, ticketCsvFileName(eventId), {
    params: query,
    timeout: EXPORT_TIMEOUT_MS,
  });

export const useExportTickets = () =>
  useMutation({
    mutationFn: ({ eventId, query }: { eventId: string; query: TicketExportQuery }) => exportTickets(eventId, query),
  });
