import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '@guildhall/contracts/federation';

/** After a member changes: the table, the overview's numbers and the activity log are all under ADMIN_QUERY_KEY. */
export function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
}
