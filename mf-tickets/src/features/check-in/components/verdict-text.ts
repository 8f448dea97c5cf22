import type { Verdict } from '@guildhall/contracts';
import { clubDay, formatDate, formatTime } from '@guildhall/contracts/dates';
import { eventWhen } from '../event-choice';

export interface VerdictText {
  /** Green (let in) or red. */
  admitted: boolean;
  headline: string;
  /** 'other-event': the event the ticket is for (its title, its day and start), all the door learns of it. */
  otherEvent: { title: string; when: string | null } | null;
}

/** 'at 7:32 pm' today (club time); 'on 12 Dec 2026 at 7:32 pm' on another day. */
function checkedInWhen(at: string, now: Date): string {
  return clubDay(at) === clubDay(now) ? `at ${formatTime(at)}` : `on ${formatDate(at)} at ${formatTime(at)}`;
}

/** The verdict's headline, whether it lets the person in (green) or not (red), and another event's name. */
export function verdictText(verdict: Verdict, now: Date = new Date()): VerdictText {
  const refused = (headline: string): VerdictText => ({ admitted: false, headline, otherEvent: null });
  switch (verdict.result) {
    case 'admitted':
      return { admitted: true, headline: 'Checked in', otherEvent: null };
    case 'already-checked-in': {
      const at = verdict.checkedInAt ? ` ${checkedInWhen(verdict.checkedInAt, now)}` : '';
      const by = verdict.checkedInBy ? ` by ${verdict.checkedInBy.split(' ')[0]}` : '';
      return refused(`Already checked in${at}${by}`);
    }
    case 'cancelled':
      return refused('Cancelled');
    case 'other-event':
      // The server names only the ticket's event, never its holder.
      return {
        ...refused('Other event'),
        otherEvent: verdict.eventTitle
          ? {
              title: verdict.eventTitle,
              when: verdict.eventDate ? eventWhen({ date: verdict.eventDate, time: verdict.eventTime }) : null,
            }
          : null,
      };
    default:
      return refused('Unknown ticket');
  }
}

/** The verdict as one sentence's end, for the sync report: 'already checked in at 7:32 pm by Asha', ... */
export function verdictPhrase(verdict: Verdict, now: Date = new Date()): string {
  const { headline, otherEvent } = verdictText(verdict, now);
  if (verdict.result === 'other-event')
    return otherEvent
      ? `the ticket is for another event: ${otherEvent.title}${otherEvent.when ? `, ${otherEvent.when}` : ''}`
      : 'the ticket is for another event';
  if (verdict.result === 'already-checked-in') return headline.charAt(0).toLowerCase() + headline.slice(1);
  return `the ticket is ${headline.toLowerCase()}`;
}
