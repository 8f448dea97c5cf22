// How the desk writes dates: the spec's short month, day, year ('N/A' when missing), in the viewer's time zone.

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : 'N/A');

/** A timeline day ('YYYY-MM-DD', a UTC day) as 'Nov 23'. */
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const formatTimelineDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
