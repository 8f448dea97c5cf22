import { createHash, randomBytes } from 'node:crypto';
import type { PasswordReset, PasswordResetEmailRequest } from '@guildhall/contracts';
import { PASSWORD_LINK_REFUSALS, PASSWORD_RESET_LINK_MINUTES } from '@guildhall/contracts';
import { PATHS } from '@guildhall/contracts/paths';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, passwordResetTokens, sessions } from '../../db/schema';
import { fieldError } from '../../http';
import { LimitsUnavailableError } from '../../limits/redis';
import type { MailRequestQueue, MailRequestTx } from '../mail/mail-requests';
import { recipientHasRoom } from '../mail/recipient-quota';
import type { MailService } from '../mail/service';
import { recordActivity } from '../activity/service';
import { hashPassword } from './passwords';
import { guardKeys, type SignInGuard } from './sign-in-guard';

interface PasswordResetDeps {
  db: Db;
  mail: MailService;
  /** Where a request waits for the mail-requests job. */
  mailRequests: MailRequestQueue;
  /** The site's public origin: the e-mailed link starts with it. */
  publicAppUrl: string;
  /** Reset e-mails one address may receive in an hour. */
  recipientMailLimit: number;
  /** A reset by e-mail lifts the account's sign-in block (its owner proved the mailbox). */
  signInGuard: SignInGuard;
  now?: () => Date;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a member's single-use link to choose a password (the reset page), valid `minutes`, inside `tx`; only the
 * newest link of a member works. Used by 'Forgot Password?' and by an approved application's welcome e-mail.
 */
export async function createPasswordLink(
  tx: Pick<Db, 'insert' | 'delete'>,
  { memberId, minutes, publicAppUrl, at }: { memberId: string; minutes: number; publicAppUrl: string; at: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.memberId, memberId));
  await tx.insert(passwordResetTokens).values({
    tokenHash: hashOf(token),
    memberId,
    // Both ends from one clock: the link's lifetime tells a reset link from a welcome link (linkRefusal).
    createdAt: at,
    expiresAt: new Date(at.getTime() + minutes * 60_000),
  });
  return `${publicAppUrl.replace(/\/+$/, '')}${PATHS.resetPassword}?token=${token}`;
}

/**
 * Why a link that did not work was refused, told truthfully: unknown, used, or expired after its own lifetime (a
 * reset link's 30 minutes, a welcome link's 7 days: the table keeps no kind, its lifetime says which it was).
 */
function linkRefusal(link: { usedAt: Date | null; createdAt: Date; expiresAt: Date } | undefined): string {
  if (!link) return PASSWORD_LINK_REFUSALS.unknown;
  if (link.usedAt) return PASSWORD_LINK_REFUSALS.used;
  const lifetimeMs = link.expiresAt.getTime() - link.createdAt.getTime();
  return lifetimeMs > PASSWORD_RESET_LINK_MINUTES * 60_000
    ? PASSWORD_LINK_REFUSALS.expiredWelcome
    : PASSWORD_LINK_REFUSALS.expiredReset;
}

/**
 * 'Forgot Password?': a single-use link, valid 30 minutes, e-mailed through the mail-requests job and the outbox; the
 * reset ends every sign-in.
 */
export function createPasswordResetService({
  db,
  mail,
  mailRequests,
  publicAppUrl,
  recipientMailLimit,
  signInGuard,
  now = () => new Date(),
}: PasswordResetDeps) {
  return {
    /**
     * 'Forgot Password?': queues the request and answers, the same work for any address (docs/choices.md, "Sign-in
     * and sessions"); the mail-requests job e-mails the link (`mailResetLink`).
     */
    async sendResetEmail({ email }: PasswordResetEmailRequest): Promise<void> {
      await mailRequests.queue('password-reset', email);
    },

    /**
     * The mail-requests job's handler, inside its transaction: a reset link if a member has this address and it got
     * fewer than `recipientMailLimit` of them in the last hour (the link it got last keeps working); else nothing.
     */
    async mailResetLink(tx: MailRequestTx, email: string): Promise<void> {
      const [member] = await tx.select().from(members).where(eq(members.email, email));
      if (!member || member.status === 'removed') return;
      const room = await recipientHasRoom(tx, {
        kind: 'password-reset',
        to: email,
        limit: recipientMailLimit,
        now: now(),
      });
      if (!room) return;
      const link = await createPasswordLink(tx, {
        memberId: member.id,
        minutes: PASSWORD_RESET_LINK_MINUTES,
        publicAppUrl,
        at: now(),
      });
      await mail.enqueue(
        {
          kind: 'password-reset',
          reference: member.id,
          to: email,
          subject: 'Reset your Guildhall password',
          text:
            `Hello ${member.fullname},\n\nSomeone (hopefully you) asked to reset the password of your Guildhall ` +
            `account. Open this link within ${PASSWORD_RESET_LINK_MINUTES} minutes to choose a new one; it works ` +
            `once:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.\n`,
        },
        tx,
      );
    },

    /** Uses the link once: the new password holds at once and every sign-in of the account ends. */
    async resetPassword({ token, newPassword }: PasswordReset): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      const at = now();
      const memberId = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashOf(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, at),
            ),
          )
          .returning({ memberId: passwordResetTokens.memberId });
        if (!used) {
          const [link] = await tx
            .select({
              usedAt: passwordResetTokens.usedAt,
              createdAt: passwordResetTokens.createdAt,
              expiresAt: passwordResetTokens.expiresAt,
            })
            .from(passwordResetTokens)
            .where(eq(passwordResetTokens.tokenHash, hashOf(token)));
          throw fieldError(400, 'token', linkRefusal(link));
        }
        // A reset proves the account's mailbox: a change of address someone else asked for is cancelled with it.
        const [member] = await tx
          .update(members)
          .set({ passwordHash, pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null })
          .where(eq(members.id, used.memberId))
          .returning();
        await recordActivity(tx, { actor: { role: 'member', row: member! }, kind: 'profile.password-reset' });
        await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(
            and(eq(sessions.accountType, 'member'), eq(sessions.accountId, used.memberId), isNull(sessions.revokedAt)),
          );
        return used.memberId;
      });
      try {
        await signInGuard.succeeded(guardKeys.member(memberId));
      } catch (error) {
        // The new password is committed: it stands, and a block the reset could not lift ends at its time.
        if (!(error instanceof LimitsUnavailableError)) throw error;
      }
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
