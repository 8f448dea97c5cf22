import { formatDate } from '@guildhall/contracts/dates';

const SECOND_MS = 1000;

/**
 * The spec's post times: under a minute 'Ns ago', under an hour 'Nm ago', under a day 'Nh ago', else the date in the
 * site's one format ('22 Nov 2026').
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const at = new Date(iso);
  const seconds = Math.max(0, Math.floor((now - at.getTime()) / SECOND_MS));
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h ago`;
  return formatDate(at);
}
