import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '@guildhall/contracts';
import { publicGet } from '@guildhall/shared-session';
import { eventQueryKey } from '@guildhall/contracts/federation';

/** GET /api/events/by-id/{id}: one event (404 'Event not found'). */
export const getEvent = (id: string) => publicGet<PublicEvent>(`/api/events/by-id/${encodeURIComponent(id)}`);

export const eventQueryOptions = (id: string) =>
  queryOptions({ queryKey: eventQueryKey(id), queryFn: () => getEvent(id) });
export const useEvent = (id: string | undefined) => useQuery({ ...eventQueryOptions(id ?? ''), enabled: !!id });
