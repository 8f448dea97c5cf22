/** The empty text: with a status filter, or without. */
export function emptyMessage(noun: string, status: string): string {
  return status === 'all'
    ? `No ${noun} match your search criteria. Try adjusting your filters.`
    : `There are no ${noun} with status "${status}" matching your search.`;
}
