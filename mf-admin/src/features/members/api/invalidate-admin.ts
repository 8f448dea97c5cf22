import { useQueryClient } from '@tanstack/react-query';

/** After a member changes: the table, the overview's numbers and the activity log are all under ['admin']. */
export function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
}
