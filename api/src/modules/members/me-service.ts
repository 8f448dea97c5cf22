import { createHash, randomBytes } from 'node:crypto';
import {
  EMAIL_CONFIRM_INVALID_LINK,
  EMAIL_CONFIRM_LINK_HOURS,
  type EmailConfirmation,
  type forgotLpuIdSchema,
  type memberPasswordChangeSchema,
  type memberProfileUpdateSchema,
  type MemberTicket,
  type OwnMemberProfile,
} from '@guildhall/contracts';
import { PATHS } from '@guildhall/contracts/paths';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { events, members, tickets, type MemberRow } from '../../db/schema';
import { fieldError, HttpError } from '../../http';
import { recordActivity } from '../activity/service';
import { hashPassword, passwordMatches } from '../auth/passwords';
import { guardKeys, type SignInGuard } from '../auth/sign-in-guard';
import { clubInstant } from '../events/club-time';
import type { MailRequestQueue, MailRequestTx } from '../mail/mail-requests';
import { recipientHasRoom } from '../mail/recipient-quota';
import type { MailService, QueuedMail } from '../mail/service';
import { eventAhead } from '../tickets/find-service';
import { ticketStatus, type TicketService } from '../tickets/service';
import type { UploadService } from '../uploads/service';
import { toMemberProfile } from './profiles';

export interface MemberAccountDeps {
  db: Db;
  /** The QR codes of the member's own tickets. */
  tickets: Pick<TicketService, 'qrDataUrl'>;
  uploads: UploadService;
  mail: MailService;
  /** Where an LPU ID reminder's request waits for the mail-requests job. */
  mailRequests: MailRequestQueue;
  /** The site's public origin, for the links in e-mails. */
  publicAppUrl: string;
  /** Wrong current passwords count with wrong sign-ins (the same key: the account). */
  signInGuard: SignInGuard;
  /** LPU ID reminders and e-mail confirmations (each kind) one address may receive in an hour. */
  recipientMailLimit: number;
  now?: () => Date;
}

/** Said only to whoever opens a confirmation link (they hold the mailbox), never to the member asking. */
const EMAIL_TAKEN_MEANWHILE =
  'Another member started using this e-mail address after the link was sent, so it cannot become yours. ' +
  'Your e-mail address stays as it was; you can choose another one on your profile.';
const PASSWORD_NEEDED = 'Enter your current password to change your e-mail address.';
const WRONG_PASSWORD = 'The current password is incorrect.';
const TOO_MANY_CONFIRMATIONS =
  'Too many confirmation e-mails have been sent to this address. Please try again in an hour.';
const HOUR_MS = 3_600_000;
/** The most tickets the profile lists (the latest events'): one per event, so a member has few. */
const MOST_OWN_TICKETS = 100;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** The columns of a change of e-mail address that waits for its link. */
const NO_PENDING_EMAIL = { pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null } as const;

/** The new address waiting for its confirmation link, unless that link has expired. */
function pendingEmailOf(member: MemberRow, at: Date): string | null {
  const { pendingEmail, pendingEmailExpiresAt } = member;
  return pendingEmail && pendingEmailExpiresAt && pendingEmailExpiresAt > at ? pendingEmail : null;
}

/** The profile as its owner sees it: also the address waiting for confirmation, and until when its link works. */
export function toOwnProfile(member: MemberRow, at = new Date()): OwnMemberProfile {
  const pendingEmail = pendingEmailOf(member, at);
  return {
    ...toMemberProfile(member),
    pendingEmail,
    pendingEmailExpiresAt: pendingEmail ? member.pendingEmailExpiresAt!.toISOString() : null,
  };
}

/**
 * What PUT /api/members/me did: the profile, and the new address the change's e-mail went to (if one did): a
 * confirmation link, or the notice to the member who already has that address.
 */
export interface ProfileUpdate {
  profile: OwnMemberProfile;
  confirmationSentTo: string | null;
}

/**
 * The signed-in member's own account: the profile screen's calls. Every method acts on `member` only. What a
 * borrowed sign-in must not do (a new password, a new e-mail address, where reset links go) needs the current
 * password (docs/choices.md, "Sign-in and sessions").
 */
export function createMemberAccountService({
  db,
  tickets: ticketService,
  uploads,
  mail,
  mailRequests,
  publicAppUrl,
  signInGuard,
  recipientMailLimit,
  now = () => new Date(),
}: MemberAccountDeps) {
  const site = publicAppUrl.replace(/\/+$/, '');

  /** Checked like a sign-in: reserved first, refused while the account is blocked, a wrong one counted against it. */
  async function checkCurrentPassword(member: MemberRow, password: string | undefined): Promise<void> {
    if (!password) throw fieldError(400, 'currentPassword', PASSWORD_NEEDED);
    const key = guardKeys.member(member.id);
    await signInGuard.attempt(key, 'member', async (attempt) => {
      if (!(await passwordMatches(member.passwordHash, password))) {
        await attempt.failed([member]);
        throw fieldError(403, 'currentPassword', WRONG_PASSWORD);
      }
      await attempt.succeeded();
    });
  }

  /** The e-mail with the link that makes `email` the account's. */
  function confirmationMail(member: MemberRow, email: string, token: string): QueuedMail {
    const link = `${site}${PATHS.confirmEmail}?token=${token}`;
    return {
      kind: 'email-change-confirm',
      reference: member.id,
      to: email,
      subject: 'Confirm your new Guildhall e-mail address',
      text:
        `Hello ${member.fullname},\n\nOpen this link within ${EMAIL_CONFIRM_LINK_HOURS} hours to make ` +
        `${email} the e-mail address of your Guildhall account (LPU ID ${member.lpuId}); it works once:\n\n` +
        `${link}\n\nUntil then the account keeps its current address. If you did not ask for this, ` +
        'ignore this e-mail.\n',
    };
  }

  /**
   * What goes to an address another member (`owner`) already has, instead of a link: the same kind, so it counts
   * towards the address's hourly confirmations like a link would. It names neither the asking member nor their
   * account.
   */
  function addressInUseNotice(member: MemberRow, owner: MemberRow, email: string): QueuedMail {
    return {
      kind: 'email-change-confirm',
      reference: member.id,
      to: email,
      subject: 'Someone tried to add your e-mail address to another Guildhall account',
      text:
        `Hello ${owner.fullname},\n\nSomeone signed in to another Guildhall account asked to make ${email} that ` +
        `account's e-mail address. This address already belongs to your Guildhall account (LPU ID ` +
        `${owner.lpuId}), and an address belongs to one account only: nothing was changed, and no confirmation ` +
        `link was sent.\n\nIf it was you, you already have an account with this address: sign in with it at ` +
        `${site}${PATHS.auth} ('Forgot Password?' there if you need a new password). If it was not you, there is ` +
        'nothing to do: your account stays as it is.\n',
    };
  }

  /** Tells the old address of a change it did not ask for by e-mail (within the recipient limit, else silently). */
  async function tellOldAddress(
    tx: Pick<Db, 'execute' | 'select' | 'insert'>,
    member: MemberRow,
    next: string | null,
    at: Date,
  ): Promise<void> {
    const old = member.email;
    if (!old) return;
    if (!(await recipientHasRoom(tx, { kind: 'email-change-notice', to: old, limit: recipientMailLimit, now: at })))
      return;
    const reset = `${site}${PATHS.auth}`;
    await mail.enqueue(
      {
        kind: 'email-change-notice',
        reference: member.id,
        to: old,
        subject: next ? 'Your Guildhall e-mail address is being changed' : 'Your Guildhall e-mail address was removed',
        text:
          `Hello ${member.fullname},\n\n` +
          (next
            ? `Someone signed in to your Guildhall account asked, with its password, to change its e-mail address ` +
              `from ${old} to ${next}. It changes once the link sent to ${next} is opened (within ` +
              `${EMAIL_CONFIRM_LINK_HOURS} hours); until then this address stays the account's.\n\n` +
              `If this was not you, your password is known to someone else: choose a new one with 'Forgot ` +
              `Password?' at ${reset} (the link comes here). That also cancels the change and signs everyone out.\n`
            : `Someone signed in to your Guildhall account removed this e-mail address from it, with its password. ` +
              `Reset links can no longer be sent here.\n\nIf this was not you, please write to the club's admins.\n`),
      },
      tx,
    );
  }

  return {
    /**
     * Saves every field at once, except a new e-mail address: that one needs the current password, waits for the
     * link e-mailed to it (EMAIL_CONFIRM_LINK_HOURS) and the old address is told. Sending the address again while it
     * waits changes nothing. Clearing the address needs the password too, and holds at once.
     *
     * An address another member has is answered exactly like a free one (docs/choices.md, "Sign-in and sessions":
     * the member learns nothing about who is registered): the change waits the same way, but what goes to that
     * address is a notice to its owner, with no link, so the change never completes.
     */
    async update(member: MemberRow, input: z.output<typeof memberProfileUpdateSchema>): Promise<ProfileUpdate> {
      const { email, currentPassword, ...fields } = input;
      const at = now();
      const unchanged = email === member.email || (email !== null && email === pendingEmailOf(member, at));
      // The password first: nothing about the new address is looked at before it is proven.
      if (!unchanged) await checkCurrentPassword(member, currentPassword);
      let sentTo: string | null = null;
      const updated = await db.transaction(async (tx) => {
        let changes: Partial<typeof members.$inferInsert> = fields;
        if (!unchanged && email === null) changes = { ...fields, email: null, ...NO_PENDING_EMAIL };
        if (!unchanged && email !== null) {
          // Counted for a taken address as for a free one: the 429 tells nothing either.
          const room = await recipientHasRoom(tx, {
            kind: 'email-change-confirm',
            to: email,
            limit: recipientMailLimit,
            now: at,
          });
          if (!room) throw new HttpError(429, TOO_MANY_CONFIRMATIONS);
          // For a taken address the token is never sent: nobody can open its link.
          const token = randomBytes(32).toString('base64url');
          changes = {
            ...fields,
            pendingEmail: email,
            pendingEmailTokenHash: hashOf(token),
            pendingEmailExpiresAt: new Date(at.getTime() + EMAIL_CONFIRM_LINK_HOURS * HOUR_MS),
          };
          const [owner] = await tx.select().from(members).where(eq(members.email, email));
          await mail.enqueue(
            owner ? addressInUseNotice(member, owner, email) : confirmationMail(member, email, token),
            tx,
          );
          sentTo = email;
        }
        const [row] = await tx.update(members).set(changes).where(eq(members.id, member.id)).returning();
        await recordActivity(tx, { actor: { role: 'member', row: row! }, kind: 'profile.updated' });
        if (!unchanged) await tellOldAddress(tx, member, email, at);
        return row!;
      });
      return { profile: toOwnProfile(updated, at), confirmationSentTo: sentTo };
    },

    /**
     * Ends the change of e-mail address that waits for its link (the link then answers like an expired one); the
     * same when nothing waits. Answers the profile, and the address that no longer waits (null when none did).
     */
    async cancelPendingEmail(member: MemberRow): Promise<{ profile: OwnMemberProfile; cancelled: string | null }> {
      const at = now();
      const cancelled = pendingEmailOf(member, at);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.update(members).set(NO_PENDING_EMAIL).where(eq(members.id, member.id)).returning();
        if (cancelled) await recordActivity(tx, { actor: { role: 'member', row: row! }, kind: 'profile.updated' });
        return row!;
      });
      return { profile: toOwnProfile(updated, at), cancelled };
    },

    /** The link e-mailed to a new address, opened: the address becomes the account's (once, before it expires). */
    async confirmEmail({ token }: EmailConfirmation): Promise<{ email: string }> {
      const at = now();
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(members)
            .set({ email: sql`${members.pendingEmail}`, ...NO_PENDING_EMAIL })
            .where(and(eq(members.pendingEmailTokenHash, hashOf(token)), gt(members.pendingEmailExpiresAt, at)))
            .returning();
          if (!row?.email) throw fieldError(400, 'token', EMAIL_CONFIRM_INVALID_LINK);
          await recordActivity(tx, { actor: { role: 'member', row }, kind: 'profile.email-changed' });
          return { email: row.email };
        });
      } catch (error) {
        // Someone else took the address after the link was sent: the unique index refused it. The change ends (the
        // profile no longer shows it waiting); the address stays the other member's.
        if (uniqueViolation(error) === undefined) throw error;
        await db
          .update(members)
          .set(NO_PENDING_EMAIL)
          .where(eq(members.pendingEmailTokenHash, hashOf(token)));
        throw new HttpError(409, EMAIL_TAKEN_MEANWHILE);
      }
    },

    /**
     * Stores the uploaded image (type sniffed, size capped by the uploads module), points the profile at it and
     * then removes the picture it replaces. If saving fails, the new file is removed instead.
     */
    async replaceAvatar(member: MemberRow, request: FastifyRequest): Promise<OwnMemberProfile> {
      const { files } = await uploads.receive(request, { kinds: ['image'], maxFiles: 1 });
      const [picture] = files;
      if (!picture) throw new HttpError(400, 'Choose an image to upload.');
      const { updated, previousUrl } = await uploads.using(files, () =>
        db.transaction(async (tx) => {
          // Locked, so that of two uploads at once each removes the picture it really replaced.
          const [current] = await tx.select().from(members).where(eq(members.id, member.id)).for('update');
          const [row] = await tx
            .update(members)
            .set({ profilePictureUrl: picture.url })
            .where(eq(members.id, member.id))
            .returning();
          await recordActivity(tx, { actor: { role: 'member', row: row! }, kind: 'profile.picture-changed' });
          return { updated: row!, previousUrl: current?.profilePictureUrl ?? null };
        }),
      );
      await uploads.removeByUrl(previousUrl);
      return toOwnProfile(updated, now());
    },

    /**
     * Only for the member's own LPU ID and with the current password; the new password holds at once, and a change
     * of e-mail address that waits for its link ends.
     */
    async changePassword(member: MemberRow, input: z.output<typeof memberPasswordChangeSchema>): Promise<void> {
      if (input.LpuId !== member.lpuId) {
        throw fieldError(403, 'LpuId', 'This is not your LPU ID: you can only reset the password of your own account.');
      }
      await checkCurrentPassword(member, input.currentPassword);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        // A new password ends a change of address asked for with the old one (docs/choices.md, "Sign-in and
        // sessions"): whoever knew it keeps no way into the account through that link.
        await tx
          .update(members)
          .set({ passwordHash, ...NO_PENDING_EMAIL })
          .where(eq(members.id, member.id));
        await recordActivity(tx, { actor: { role: 'member', row: member }, kind: 'profile.password-changed' });
      });
    },

    /**
     * The tickets of the member's LPU ID, bought online or issued at the desk, whatever the e-mail on them (the LPU
     * ID is the one the club verified, and one ticket per LPU ID and event holds: docs/choices.md, "Tickets and
     * payments"): upcoming events soonest first, then past ones latest first; the QR of each valid upcoming one.
     */
    async ownTickets(member: MemberRow): Promise<MemberTicket[]> {
      const rows = await db
        .select({ ticket: tickets, event: events, upcoming: sql<boolean>`${eventAhead(now())}`.mapWith(Boolean) })
        .from(tickets)
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(eq(tickets.lpuId, member.lpuId))
        .orderBy(desc(events.date), desc(sql`coalesce(${events.time}, '17:00')`))
        .limit(MOST_OWN_TICKETS);
      // Latest first from the query: the upcoming ones turned round, soonest first.
      const inOrder = [...rows.filter((row) => row.upcoming).reverse(), ...rows.filter((row) => !row.upcoming)];
      return Promise.all(
        inOrder.map(async ({ ticket, event, upcoming }) => {
          const status = ticketStatus(ticket);
          return {
            id: ticket.id,
            ticketId: ticket.code,
            eventId: event.id,
            eventTitle: event.title,
            eventDate: event.date,
            eventTime: event.time,
            startsAt: clubInstant(event.date, event.time).toISOString(),
            venue: event.venue,
            status,
            upcoming,
            qrCode: upcoming && status === 'valid' ? { url: await ticketService.qrDataUrl(ticket) } : null,
          };
        }),
      );
    },

    /**
     * 'Forgot your LPU ID?': queues the request and answers, the same work for any address (docs/choices.md,
     * "Sign-in and sessions"); the mail-requests job e-mails the LPU ID (`mailLpuIdReminder`).
     */
    async sendLpuIdReminder({ email }: z.output<typeof forgotLpuIdSchema>): Promise<void> {
      await mailRequests.queue('lpu-id-reminder', email);
    },

    /**
     * The mail-requests job's handler, inside its transaction: the LPU ID to its member, if any has this address and
     * it got fewer than `recipientMailLimit` of them in the last hour; else nothing.
     */
    async mailLpuIdReminder(tx: MailRequestTx, email: string): Promise<void> {
      const [member] = await tx.select().from(members).where(eq(members.email, email));
      if (!member) return;
      if (!(await recipientHasRoom(tx, { kind: 'lpu-id-reminder', to: email, limit: recipientMailLimit, now: now() })))
        return;
      const signIn = `${site}${PATHS.auth}`;
      await mail.enqueue(
        {
          kind: 'lpu-id-reminder',
          reference: member.id,
          to: email,
          subject: 'Your Guildhall LPU ID',
          text:
            `Hello ${member.fullname},\n\nYour LPU ID is ${member.lpuId}. Sign in with it (or this e-mail address) at ` +
            `${signIn}\n\nIf you did not ask for this e-mail, you can ignore it.\n`,
        },
        tx,
      );
    },
  };
}

export type MemberAccountService = ReturnType<typeof createMemberAccountService>;
