import type { ApplicantMemberMatch, ApplicationRecord, MembershipApplication } from '@guildhall/contracts';
import { PATHS } from '@guildhall/contracts/paths';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { applications, members, type ApplicationRow, type MemberRow } from '../../db/schema';
import { fieldError } from '../../http';
import { guest, recordActivity } from '../activity/service';
import { recipientHasRoom } from '../mail/recipient-quota';
import type { MailService, QueuedMail } from '../mail/service';
import { liftExpiredBan, memberRefusal } from '../members/status';

type NewApplicationRow = typeof applications.$inferInsert;

const ONE_PENDING_PER_LPU_ID = 'applications_one_pending_per_lpu_id';
export const APPLICATION_PENDING =
  'An application with this LPU ID is already waiting for review. We will contact you soon.';
/** The outbox kind of the e-mail to a member whose LPU ID or address an application used (its recipient limit). */
export const ALREADY_MEMBER_MAIL = 'already-member';

interface ApplicationDeps {
  mail: MailService;
  /** The site's public origin: the e-mail to a member links to its sign-in page. */
  publicAppUrl: string;
  /** E-mails of ALREADY_MEMBER_MAIL one address may receive in an hour. */
  recipientMailLimit: number;
  now?: () => Date;
}

/** Which of the application's LPU ID and e-mail the member account has (it has at least one). */
function matchOf(member: MemberRow, application: Pick<ApplicationRow, 'lpuId' | 'email'>): ApplicantMemberMatch {
  const lpuId = member.lpuId === application.lpuId;
  if (lpuId && member.email === application.email) return 'lpu-id-and-email';
  return lpuId ? 'lpu-id' : 'email';
}

/**
 * The 'Join Our Organization' form. An application whose LPU ID or e-mail already belongs to a member account
 * (active, banned or removed) is answered exactly like anyone's and filed all the same, marked with that account's
 * status for the admin panel; the member learns of it by e-mail, at the account's own address (docs/choices.md,
 * "Contact and joining").
 */
export function createApplicationService(
  db: Db,
  { mail, publicAppUrl, recipientMailLimit, now = () => new Date() }: ApplicationDeps,
) {
  const site = publicAppUrl.replace(/\/+$/, '');

  /** The member accounts with the application's LPU ID or e-mail, the one with the LPU ID first; bans over lifted. */
  async function accountsOf(application: MembershipApplication): Promise<MemberRow[]> {
    const rows = await db
      .select()
      .from(members)
      .where(or(eq(members.lpuId, application.LpuId), eq(members.email, application.email)));
    const current = await Promise.all(rows.map((row) => liftExpiredBan(db, row, now())));
    return current.sort((a, b) => Number(b.lpuId === application.LpuId) - Number(a.lpuId === application.LpuId));
  }

  /** Tells a member that an application used their LPU ID or address, and how to get into their account. */
  function alreadyMemberMail(member: MemberRow, to: string, application: ApplicationRow): QueuedMail {
    const used = {
      'lpu-id': `your LPU ID (${member.lpuId})`,
      email: 'this e-mail address',
      'lpu-id-and-email': `your LPU ID (${member.lpuId}) and this e-mail address`,
    }[matchOf(member, application)];
    const refusal = memberRefusal(member);
    return {
      kind: ALREADY_MEMBER_MAIL,
      reference: application.id,
      to,
      subject: 'Your Guildhall application: you already have a member account',
      text:
        `Hello ${member.fullname},\n\nThe club has received a membership application with ${used}. ` +
        (refusal
          ? `You already have a Guildhall member account (LPU ID ${member.lpuId}), but it cannot be used at the ` +
            `moment: ${refusal}\n\nApplying again does not change that. The club's admins see that this ` +
            `application comes from a member account and will be in touch.\n\n`
          : `You are already a member of the club, so there is no need to apply: your Guildhall account (LPU ID ` +
            `${member.lpuId}) is ready. Sign in at ${site}${PATHS.auth} with your LPU ID or this e-mail address; ` +
            `if you do not know your password, use 'Forgot Password?' there and a link to choose a new one comes ` +
            `to this address.\n\nThe club's admins see the application too, marked as coming from a member.\n\n`) +
        'If you did not send this application, you need not do anything: your account stays as it is.\n',
    };
  }

  return {
    /**
     * Files a pending application; 409 on the LPU ID while an earlier one from it still waits for review. The
     * members it names are e-mailed in the same transaction, each within its recipient limit (else silently).
     */
    async submit(application: MembershipApplication): Promise<ApplicationRecord> {
      const filed = toApplicationRow(application);
      const accounts = await accountsOf(application);
      const [marked] = accounts;
      const row = await db
        .transaction(async (tx) => {
          const [inserted] = await tx
            .insert(applications)
            .values({ ...filed, ...(marked && { memberStatus: marked.status, memberMatch: matchOf(marked, filed) }) })
            .returning();
          await recordActivity(tx, { actor: guest(application.fullName), kind: 'application.submitted' });
          for (const account of accounts) {
            const to = account.email;
            if (!to) continue;
            const at = now();
            if (!(await recipientHasRoom(tx, { kind: ALREADY_MEMBER_MAIL, to, limit: recipientMailLimit, now: at })))
              continue;
            await mail.enqueue(alreadyMemberMail(account, to, inserted!), tx);
          }
          return inserted!;
        })
        .catch((error: unknown) => {
          if (uniqueViolation(error) === ONE_PENDING_PER_LPU_ID) throw fieldError(409, 'LpuId', APPLICATION_PENDING);
          throw error;
        });
      return toApplicationRecord(row);
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;

/** A validated application as the row it is filed as (pending and unseen by the table's defaults). */
export function toApplicationRow(application: MembershipApplication): NewApplicationRow {
  return {
    fullName: application.fullName,
    lpuId: application.LpuId,
    email: application.email,
    phone: application.phone,
    course: application.course,
    gender: application.gender,
    domains: application.domains,
    accommodation: application.accommodation,
    previousExperience: application.previousExperience,
    anyOtherOrg: application.anyotherorg,
    bio: application.bio,
  };
}

/** The application as its applicant sent it: never whether it named a member (the answer is everyone's). */
export function toApplicationRecord(row: ApplicationRow): ApplicationRecord {
  return {
    id: row.id,
    fullName: row.fullName,
    LpuId: row.lpuId,
    email: row.email,
    phone: row.phone,
    course: row.course,
    gender: row.gender,
    domains: row.domains,
    accommodation: row.accommodation,
    previousExperience: row.previousExperience,
    anyotherorg: row.anyOtherOrg,
    bio: row.bio,
    position: row.position,
    status: row.status,
    seen: row.seen,
    createdAt: row.createdAt.toISOString(),
  };
}
