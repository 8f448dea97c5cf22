import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEvent, ApiSuccess, PosterLayout } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { EVENTS_QUERY_KEY } from '@guildhall/contracts/federation';

/** One poster in the dialog: one the event has (`id`), or an image picked in this dialog (`file`). */
export type PosterItem = { key: string; url: string } & ({ id: string } | { file: File });

/** PUT /api/events/{id}/posters: the whole ordered list at once (kept posters and new images). */
export async function savePosters({
  eventId,
  posters,
}: {
  eventId: string;
  posters: readonly PosterItem[];
}): Promise<AdminEvent> {
  const form = new FormData();
  const files: File[] = [];
  const layout: PosterLayout = posters.map((poster) => {
    if ('id' in poster) return { keep: poster.id };
    files.push(poster.file);
    return { upload: files.length - 1 };
  });
  // The layout goes first: the server reads fields and files in order.
  form.append('layout', JSON.stringify(layout));
  for (const file of files) form.append('posters', file, file.name);
  const response = await apiClient.put<ApiSuccess<AdminEvent>>(
    `/api/events/${encodeURIComponent(eventId)}/posters`,
    form,
  );
  return response.data.data;
}

export function useSavePosters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePosters,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
