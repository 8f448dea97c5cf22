import type {
  AdminMemberList,
  adminMemberListQuerySchema,
  adminMemberUpdateSchema,
  MemberProfile,
  memberRestrictionSchema,
  MemberSortField,
} from '@guildhall/contracts';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { uniqueViolation } from '../../db/errors';
import { members, sessions, type MemberRow } from '../../db/schema';
import { fieldError, HttpError } from '../../http';
import type { Account } from '../../principal';
import type { ActivityKind } from '../activity/kinds';
import { recordActivity } from '../activity/service';
import { clubDay } from '../events/club-time';
import { toMemberProfile } from './profiles';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export const MEMBER_NOT_FOUND = 'Member not found';
export const REMOVAL_HAS_NO_REVIEW = 'A removal is final: it takes no review date.';

const SORT_COLUMNS = {
  fullname: members.fullname,
  email: members.email,
  LpuId: members.lpuId,
  department: members.department,
  designation: members.designation,
  status: members.status,
  joinedAt: members.joinedAt,
} satisfies Record<MemberSortField, unknown>;

type Restriction = 'banned' | 'removed';
const RESTRICTION_KIND: Record<Restriction, ActivityKind> = { banned: 'member.banned', removed: 'member.removed' };
const RESTRICTION_VERB: Record<Restriction, string> = { banned: 'banned', removed: 'removed' };

/** What admins do to members: the paged table, ban / remove / unban, and the admin-only fields. */
export function createAdminMemberService(db: Db, { now = () => new Date() }: { now?: () => Date } = {}) {
  /**
   * Loads the member for update inside `tx`, checks `allowed` (its current status), applies `change`, writes the
   * activity entry, and answers the member as it is now.
   */
  async function changeMember(
    admin: Account,
    id: string,
    kind: ActivityKind,
    change: (tx: Transaction, member: MemberRow) => Promise<Partial<MemberRow>>,
  ): Promise<MemberProfile> {
    return db.transaction(async (tx) => {
      const [member] = await tx.select().from(members).where(eq(members.id, id)).for('update');
      if (!member) throw new HttpError(404, MEMBER_NOT_FOUND);
      const values = await change(tx, member);
      const [updated] = await tx.update(members).set(values).where(eq(members.id, id)).returning();
      await recordActivity(tx, { actor: admin, kind, target: updated!.fullname });
      return toMemberProfile(updated!);
    });
  }

  async function restrict(
    admin: Account,
    id: string,
    restriction: Restriction,
    { reason, reviewTime }: z.output<typeof memberRestrictionSchema>,
  ): Promise<MemberProfile> {
    // A removal is final (docs/choices.md, "Admin dashboard"): a review date for it is refused, not dropped unseen.
    if (restriction === 'removed' && reviewTime !== undefined)
      throw fieldError(400, 'reviewTime', REMOVAL_HAS_NO_REVIEW);
    if (reviewTime && reviewTime < clubDay(now()))
      throw fieldError(400, 'reviewTime', 'Review date cannot be in the past');
    return changeMember(admin, id, RESTRICTION_KIND[restriction], async (tx, member) => {
      if (member.status !== 'active') {
        throw new HttpError(409, `Only active members can be ${RESTRICTION_VERB[restriction]}.`);
      }
      // The member's sign-ins end now: no refresh token of theirs works again.
      await tx
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.accountType, 'member'), eq(sessions.accountId, id), isNull(sessions.revokedAt)));
      return {
        status: restriction,
        restrictionReason: reason,
        restrictionReviewTime: reviewTime ? new Date(`${reviewTime}T00:00:00Z`) : null,
        restrictedAt: now(),
      };
    });
  }

  return {
    async list(query: z.output<typeof adminMemberListQuerySchema>): Promise<AdminMemberList> {
      const filters: (SQL | undefined)[] = [];
      if (query.status !== 'all') filters.push(eq(members.status, query.status));
      if (query.department) filters.push(eq(members.department, query.department));
      if (query.search) {
        const pattern = containsPattern(query.search);
        filters.push(
          or(ilike(members.fullname, pattern), ilike(members.email, pattern), ilike(members.lpuId, pattern)),
        );
      }
      const where = and(...filters);
      const descending = query.sort.startsWith('-');
      const column = SORT_COLUMNS[query.sort.replace(/^-/, '') as MemberSortField];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(members)
          .where(where)
          // The id breaks ties, so a page never repeats or skips a member between two calls.
          .orderBy(descending ? desc(column) : asc(column), asc(members.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(members).where(where),
      ]);
      return {
        members: rows.map(toMemberProfile),
        totalMembers: total?.value ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    ban: (admin: Account, id: string, body: z.output<typeof memberRestrictionSchema>) =>
      restrict(admin, id, 'banned', body),
    remove: (admin: Account, id: string, body: z.output<typeof memberRestrictionSchema>) =>
      restrict(admin, id, 'removed', body),

    unban: (admin: Account, id: string) =>
      changeMember(admin, id, 'member.unbanned', async (_tx, member) => {
        if (member.status !== 'banned') throw new HttpError(409, 'Only banned members can be unbanned.');
        return { status: 'active', restrictionReason: null, restrictionReviewTime: null, restrictedAt: null };
      }),

    async update(admin: Account, id: string, body: z.output<typeof adminMemberUpdateSchema>): Promise<MemberProfile> {
      try {
        return await changeMember(admin, id, 'member.updated', async () => ({
          department: body.department,
          designation: body.designation,
          lpuId: body.LpuId,
        }));
      } catch (error) {
        if (uniqueViolation(error) === undefined) throw error;
        throw fieldError(409, 'LpuId', 'A member with this LPU ID is already registered.');
      }
    },
  };
}

export type AdminMemberService = ReturnType<typeof createAdminMemberService>;
