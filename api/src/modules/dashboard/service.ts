import {
  CLUB_TIME_ZONE,
  type ActivityOverview,
  type ActivityRange,
  type DashboardStats,
  type PublicEvent,
} from '@guildhall/contracts';
import { and, count, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { activityLog, members, postComments, postLikes, posts } from '../../db/schema';
import { recentActivity } from '../activity/service';
import { TICKET_KIND } from '../activity/kinds';
import { clubDay, clubInstant } from '../events/club-time';
import type { EventService } from '../events/service';
import { bucketStarts, UNIT_OF_RANGE, type BucketUnit } from './buckets';

// A literal, not a parameter: the GROUP BY must repeat the very expression the SELECT has.
const CLUB_ZONE = sql.raw(`'${CLUB_TIME_ZONE}'`);
const ENGAGEMENT_WINDOW_MS = 30 * 24 * 3_600_000;
const UPCOMING_PANEL_SIZE = 3;

/**
 * Members who posted, liked, commented (the feed's tables) or got a ticket (the activity log's 'ticket.issued',
 * written by ticketing) since `since`: decisions 3.
 */
function engagedMemberIds(since: Date): SQL {
  return sql`select ${posts.memberId} from ${posts} where ${posts.createdAt} >= ${since}
    union select ${postLikes.memberId} from ${postLikes} where ${postLikes.createdAt} >= ${since}
    union select ${postComments.memberId} from ${postComments} where ${postComments.createdAt} >= ${since}
    union select ${activityLog.actorId} from ${activityLog}
      where ${activityLog.actorType} = 'member' and ${activityLog.kind} = ${TICKET_KIND} and ${activityLog.createdAt} >= ${since}`;
}

export interface DashboardServiceDeps {
  events: EventService;
  /** Tickets issued and not cancelled. Ticketing provides it; until it exists no ticket was sold. */
  ticketsSold: () => Promise<number>;
  now?: () => Date;
}

/** The admin overview's numbers, all read from the database (decisions 3). */
export function createDashboardService(db: Db, { events, ticketsSold, now = () => new Date() }: DashboardServiceDeps) {
  /** Rows per period: the club-time start day of each period ('YYYY-MM-DD') -> count. */
  async function countPerBucket(
    table: typeof members | typeof activityLog | typeof posts,
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
      const [[memberCount], [activeCount], [engagedCount], tickets, upcoming] = await Promise.all([
        db.select({ value: count() }).from(members).where(ne(members.status, 'removed')),
        db.select({ value: count() }).from(members).where(eq(members.status, 'active')),
        db
          .select({ value: count() })
          .from(members)
          .where(and(eq(members.status, 'active'), sql`${members.id} in (${engagedMemberIds(since)})`)),
        ticketsSold(),
        events.nextUpcoming(0),
      ]);
      const active = activeCount?.value ?? 0;
      const engaged = engagedCount?.value ?? 0;
      return {
        members: memberCount?.value ?? 0,
        tickets,
        upcomingEvents: upcoming.totalDocs,
        engagement: active === 0 ? 0 : Math.round((engaged / active) * 1000) / 10,
      };
    },

    /** New members, tickets sold and posts per day (week), per week (month) or per month (year), in club time. */
    async activityOverview(range: ActivityRange): Promise<ActivityOverview> {
      const unit = UNIT_OF_RANGE[range];
      const starts = bucketStarts(unit, clubDay(now()));
      const from = starts[0]!;
      const [newMembers, tickets, newPosts] = await Promise.all([
        countPerBucket(members, members.joinedAt, unit, from),
        countPerBucket(activityLog, activityLog.createdAt, unit, from, eq(activityLog.kind, TICKET_KIND)),
        countPerBucket(posts, posts.createdAt, unit, from),
      ]);
      return {
        range,
        unit,
        buckets: starts.map((start) => ({
          start,
          newMembers: newMembers.get(start) ?? 0,
          ticketsSold: tickets.get(start) ?? 0,
          posts: newPosts.get(start) ?? 0,
        })),
      };
    },

    recentActivity: () => recentActivity(db),

    /** The Upcoming Events panel: the next three. */
    async upcomingEvents(): Promise<PublicEvent[]> {
      return (await events.nextUpcoming(UPCOMING_PANEL_SIZE)).docs;
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
