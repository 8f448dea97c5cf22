// Dates as the spec shows them: short month, day, year ('N/A' when missing).

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dayOnly = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : 'N/A');

/** A calendar day ('YYYY-MM-DD') as written, whatever the browser's zone. */
export const formatDay = (day: string | null | undefined) =>
  day ? dayOnly.format(new Date(`${day}T00:00:00Z`)) : 'N/A';
