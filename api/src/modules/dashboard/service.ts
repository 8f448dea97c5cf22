import {
  CLUB_TIME_ZONE,
  type ActivityOverview,
  type ActivityRange,
  type DashboardStats,
  type PublicEvent,
  type recentActivityQuerySchema,
} from '@guildhall/contracts';
import { and, count, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { members, postComments, postLikes, posts, tickets } from '../../db/schema';
import { recentActivity } from '../activity/service';
import { clubDay, clubInstant } from '../events/club-time';
import type { EventService } from '../events/service';
import { bucketStarts, UNIT_OF_RANGE, type BucketUnit } from './buckets';

// A literal, not a parameter: the GROUP BY must repeat the very expression the SELECT has.
const CLUB_ZONE = sql.raw(`'${CLUB_TIME_ZONE}'`);
/** Tickets sold: issued and not cancelled (a cancelled ticket frees its seat). */
const notCancelled = eq(tickets.isCancelled, false);
const ENGAGEMENT_WINDOW_MS = 30 * 24 * 3_600_000;
const UPCOMING_PANEL_SIZE = 3;

/** Members who posted, liked, commented or got a ticket (for their LPU ID) since `since` (the Engagement Rate). */
function engagedMemberIds(since: Date): SQL {
  return sql`select ${posts.memberId} from ${posts} where ${posts.createdAt} >= ${since}
    union select ${postLikes.memberId} from ${postLikes} where ${postLikes.createdAt} >= ${since}
    union select ${postComments.memberId} from ${postComments} where ${postComments.createdAt} >= ${since}
    union select ${members.id} from ${members} join ${tickets} on ${tickets.lpuId} = ${members.lpuId}
      where ${tickets.createdAt} >= ${since} and not ${tickets.isCancelled}`;
}

export interface DashboardServiceDeps {
  events: EventService;
  now?: () => Date;
}

/** The admin overview's numbers, all read from the database (docs/choices.md, "Admin dashboard"). */
export function createDashboardService(db: Db, { events, now = () => new Date() }: DashboardServiceDeps) {
  /** Rows per period: the club-time start day of each period ('YYYY-MM-DD') -> count. */
  async function countPerBucket(
    table: typeof members | typeof tickets | typeof posts,
    column: AnyPgColumn,
    unit: BucketUnit,
    from: string,
    filter?: SQL,
  ): Promise<Map<string, number>> {
    const bucket = sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${column} at time zone ${CLUB_ZONE}), 'YYYY-MM-DD')`;
    const rows = await db
      .select({ bucket, value: count() })
      .from(table)
      .where(and(gte(column, clubInstant(from, '00:00')), filter))
      .groupBy(bucket);
    return new Map(rows.map((row) => [row.bucket, row.value]));
  }

  return {
    async stats(): Promise<DashboardStats> {
      const since = new Date(now().getTime() - ENGAGEMENT_WINDOW_MS);
      const [[memberCount], [activeCount], [engagedCount], [ticketCount], upcoming] = await Promise.all([
        db.select({ value: count() }).from(members).where(ne(members.status, 'removed')),
        db.select({ value: count() }).from(members).where(eq(members.status, 'active')),
        db
          .select({ value: count() })
          .from(members)
          .where(and(eq(members.status, 'active'), sql`${members.id} in (${engagedMemberIds(since)})`)),
        db.select({ value: count() }).from(tickets).where(notCancelled),
        events.nextUpcoming(0),
      ]);
      const active = activeCount?.value ?? 0;
      const engaged = engagedCount?.value ?? 0;
      return {
        members: memberCount?.value ?? 0,
        tickets: ticketCount?.value ?? 0,
        upcomingEvents: upcoming.totalDocs,
        engagement: active === 0 ? 0 : Math.round((engaged / active) * 1000) / 10,
      };
    },

    /** New members, tickets sold and posts per day (week), per week (month) or per month (year), in club time. */
    async activityOverview(range: ActivityRange): Promise<ActivityOverview> {
      const unit = UNIT_OF_RANGE[range];
      const starts = bucketStarts(unit, clubDay(now()));
      const from = starts[0]!;
      const [newMembers, ticketsSold, newPosts] = await Promise.all([
        countPerBucket(members, members.joinedAt, unit, from),
        countPerBucket(tickets, tickets.createdAt, unit, from, notCancelled),
        countPerBucket(posts, posts.createdAt, unit, from),
      ]);
      return {
        range,
        unit,
        buckets: starts.map((start) => ({
          start,
          newMembers: newMembers.get(start) ?? 0,
          ticketsSold: ticketsSold.get(start) ?? 0,
          posts: newPosts.get(start) ?? 0,
        })),
      };
    },

    /** The activity log, a page at a time (docs/interfaces.md, "Activity log"). */
    recentActivity: (query: z.output<typeof recentActivityQuerySchema>) => recentActivity(db, query),

    /** The Upcoming Events panel: the next three. */
    async upcomingEvents(): Promise<PublicEvent[]> {
      return (await events.nextUpcoming(UPCOMING_PANEL_SIZE)).docs;
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
