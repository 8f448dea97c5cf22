import { CLUB_TIME_ZONE } from '@guildhall/contracts/limits';
import type { Verdict } from '@guildhall/contracts';

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: CLUB_TIME_ZONE });

/** The verdict's headline and whether it lets the person in (green) or not (red). */
export function verdictText(verdict: Verdict): { admitted: boolean; headline: string } {
  switch (verdict.result) {
    case 'admitted':
      return { admitted: true, headline: 'Checked in' };
    case 'already-checked-in': {
      const at = verdict.checkedInAt ? ` at ${clock.format(new Date(verdict.checkedInAt))}` : '';
      const by = verdict.checkedInBy ? ` by ${verdict.checkedInBy.split(' ')[0]}` : '';
      return { admitted: false, headline: `Already checked in${at}${by}` };
    }
    case 'cancelled':
      return { admitted: false, headline: 'Cancelled' };
    case 'other-event':
      // The server names only the ticket's event, never its holder.
      return { admitted: false, headline: verdict.eventTitle ? `Other event: ${verdict.eventTitle}` : 'Other event' };
    default:
      return { admitted: false, headline: 'Unknown ticket' };
  }
}
