import type { ActivityRange } from '@guildhall/contracts';

// The Activity Overview's periods, as club-time calendar days ('YYYY-MM-DD'), oldest first.

export type BucketUnit = 'day' | 'week' | 'month';

/** Week: the last 7 days; month: the last 5 weeks (Monday to Sunday); year: the last 12 months. */
export const UNIT_OF_RANGE: Record<ActivityRange, BucketUnit> = { week: 'day', month: 'week', year: 'month' };
const BUCKETS: Record<BucketUnit, number> = { day: 7, week: 5, month: 12 };

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of each period ending with the one that holds `today`, as PostgreSQL's date_trunc starts them. */
export function bucketStarts(unit: BucketUnit, today: string): string[] {
  const current = asDate(today);
  if (unit === 'week') current.setUTCDate(current.getUTCDate() - ((current.getUTCDay() + 6) % 7));
  if (unit === 'month') current.setUTCDate(1);
  return Array.from({ length: BUCKETS[unit] }, (_, index) => {
    const start = new Date(current);
    const back = BUCKETS[unit] - 1 - index;
    if (unit === 'day') start.setUTCDate(start.getUTCDate() - back);
    if (unit === 'week') start.setUTCDate(start.getUTCDate() - 7 * back);
    if (unit === 'month') start.setUTCMonth(start.getUTCMonth() - back);
    return asDay(start);
  });
}
