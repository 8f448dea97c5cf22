import { randomBytes } from 'node:crypto';
import {
  WELCOME_LINK_DAYS,
  type ApplicationList,
  type applicationListQuerySchema,
  type Department,
  type Domain,
  type ReviewedApplication,
} from '@guildhall/contracts';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { applications, members, type ApplicationRow } from '../../db/schema';
import { HttpError } from '../../http';
import type { Account } from '../../principal';
import { recordActivity } from '../activity/service';
import { createPasswordLink } from '../auth/password-reset-service';
import { hashPassword } from '../auth/passwords';
import type { MailService } from '../mail/service';
import { toApplicationRecord } from './service';

export const APPLICATION_NOT_FOUND = 'Application not found';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An approved applicant's department: from the first domain they chose (an admin can change it later). */
const DOMAIN_DEPARTMENT: Record<Domain, Department> = {
  technical: 'Technical',
  'data-management': 'Management',
  'event-management': 'Event Management',
  marketing: 'Marketing',
  media: 'Media',
  'content-creation': 'Social Media',
  'content-writing': 'Content Writing',
  'arts-and-culture': 'Event Management',
  design: 'Design',
};

/** What approving did about the applicant's member account. */
export type ApprovalAccount = 'created' | 'existing' | 'email-taken';

export interface StatusChange {
  application: ReviewedApplication;
  /** Set when this change approved the application. */
  account?: ApprovalAccount;
}

interface ApplicationAdminDeps {
  mail: MailService;
  /** The site's public origin: the welcome e-mail's link starts with it. */
  publicAppUrl: string;
  now?: () => Date;
}

/** The application as the admin panel sees it: also the mark of a member account it named (service.ts). */
export function toReviewedApplication(row: ApplicationRow): ReviewedApplication {
  const { memberStatus: status, memberMatch: matchedBy } = row;
  return { ...toApplicationRecord(row), alreadyMember: status && matchedBy ? { status, matchedBy } : null };
}

/**
 * The admin panel's reads and changes of membership applications. Approving one makes the applicant a member: an
 * account with their LPU ID, name and e-mail (unless one exists), and an e-mail with a link to choose a password.
 */
export function createApplicationAdminService(
  db: Db,
  { mail, publicAppUrl, now = () => new Date() }: ApplicationAdminDeps,
) {
  /** The one row a read or a change touched; none means the application does not exist. */
  function theOne([row]: ApplicationRow[]): ReviewedApplication {
    if (!row) throw new HttpError(404, APPLICATION_NOT_FOUND);
    return toReviewedApplication(row);
  }

  /** Creates the approved applicant's member account and queues the welcome e-mail, inside `tx`. */
  async function admit(tx: Transaction, admin: Account, application: ApplicationRow): Promise<ApprovalAccount> {
    const [existing] = await tx
      .select({ lpuId: members.lpuId })
      .from(members)
      .where(or(eq(members.lpuId, application.lpuId), eq(members.email, application.email)));
    if (existing) return existing.lpuId === application.lpuId ? 'existing' : 'email-taken';
    const [member] = await tx
      .insert(members)
      .values({
        fullname: application.fullName,
        lpuId: application.lpuId,
        email: application.email,
        // Nobody knows this password: the applicant chooses theirs through the e-mailed link.
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        department: DOMAIN_DEPARTMENT[application.domains[0] as Domain] ?? 'Technical',
        program: application.course,
      })
      .returning();
    await recordActivity(tx, { actor: admin, kind: 'member.registered', target: member!.fullname });
    const link = await createPasswordLink(tx, {
      memberId: member!.id,
      minutes: WELCOME_LINK_DAYS * 24 * 60,
      publicAppUrl,
      at: now(),
    });
    await mail.enqueue(
      {
        kind: 'welcome',
        reference: member!.id,
        to: application.email,
        subject: 'Welcome to the club: choose your Guildhall password',
        text:
          `Hello ${application.fullName},\n\nYour application was approved: welcome to the club! Your member ` +
          `account is ready. Open this link within ${WELCOME_LINK_DAYS} days to choose your password; it works ` +
          `once:\n\n${link}\n\nThen sign in with your LPU ID (${application.lpuId}) or this e-mail address. If ` +
          `the link has expired, use 'Forgot Password?' on the sign-in page to get a new one.\n`,
      },
      tx,
    );
    return 'created';
  }

  return {
    async list(query: z.output<typeof applicationListQuerySchema>): Promise<ApplicationList> {
      const filters: (SQL | undefined)[] = [];
      if (query.status) filters.push(eq(applications.status, query.status));
      if (query.search) {
        const pattern = containsPattern(query.search);
        filters.push(
          or(
            ilike(applications.fullName, pattern),
            ilike(applications.email, pattern),
            ilike(applications.position, pattern),
          ),
        );
      }
      const order = query.sort === 'oldest' ? asc : desc;
      const [rows, [counts]] = await Promise.all([
        db
          .select()
          .from(applications)
          .where(and(...filters))
          .orderBy(order(applications.createdAt), order(applications.id)),
        db
          .select({
            total: count(),
            unseen: sql<number>`count(*) filter (where not ${applications.seen})`.mapWith(Number),
            pending: sql<number>`count(*) filter (where ${applications.status} = 'pending')`.mapWith(Number),
          })
          .from(applications),
      ]);
      return { docs: rows.map(toReviewedApplication), totalDocs: rows.length, counts: counts! };
    },

    async byId(id: string): Promise<ReviewedApplication> {
      return theOne(await db.select().from(applications).where(eq(applications.id, id)));
    },

    /** Approves or rejects (from any state); a first approval makes the applicant a member (see above). */
    async setStatus(admin: Account, id: string, status: 'approved' | 'rejected'): Promise<StatusChange> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
        if (!before) throw new HttpError(404, APPLICATION_NOT_FOUND);
        const [after] = await tx.update(applications).set({ status }).where(eq(applications.id, id)).returning();
        const kind = status === 'approved' ? 'application.approved' : 'application.rejected';
        await recordActivity(tx, { actor: admin, kind, target: before.fullName });
        const account =
          status === 'approved' && before.status !== 'approved' ? await admit(tx, admin, after!) : undefined;
        return { application: toReviewedApplication(after!), ...(account ? { account } : {}) };
      });
    },

    async markSeen(admin: Account, id: string): Promise<ReviewedApplication> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(applications).set({ seen: true }).where(eq(applications.id, id)).returning();
        if (row) await recordActivity(tx, { actor: admin, kind: 'application.seen', target: row.fullName });
        return theOne(row ? [row] : []);
      });
    },

    async remove(admin: Account, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(applications).where(eq(applications.id, id)).returning();
        if (row) await recordActivity(tx, { actor: admin, kind: 'application.deleted', target: row.fullName });
        theOne(row ? [row] : []);
      });
    },
  };
}

export type ApplicationAdminService = ReturnType<typeof createApplicationAdminService>;
