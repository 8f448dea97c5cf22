import type {
  forgotLpuIdSchema,
  MemberProfile,
  memberPasswordChangeSchema,
  memberProfileUpdateSchema,
} from '@guildhall/contracts';
import { PATHS } from '@guildhall/contracts/paths';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { members, type MemberRow } from '../../db/schema';
import { fieldError, HttpError } from '../../http';
import { recordActivity } from '../activity/service';
import { hashPassword } from '../auth/passwords';
import type { MailService } from '../mail/service';
import type { UploadService } from '../uploads/service';
import { toMemberProfile } from './profiles';

export interface MemberAccountDeps {
  db: Db;
  uploads: UploadService;
  mail: MailService;
  /** The site's public origin, for the link in the LPU ID e-mail. */
  publicAppUrl: string;
}

/** The signed-in member's own account: the profile screen's calls. Every method acts on `member` only. */
export function createMemberAccountService({ db, uploads, mail, publicAppUrl }: MemberAccountDeps) {
  return {
    async update(member: MemberRow, input: z.output<typeof memberProfileUpdateSchema>): Promise<MemberProfile> {
      try {
        const updated = await db.transaction(async (tx) => {
          const [row] = await tx.update(members).set(input).where(eq(members.id, member.id)).returning();
          await recordActivity(tx, { actor: { role: 'member', row: row! }, kind: 'profile.updated' });
          return row!;
        });
        return toMemberProfile(updated);
      } catch (error) {
        if (uniqueViolation(error) === undefined) throw error;
        throw fieldError(409, 'email', 'Another member already uses this e-mail address.');
      }
    },

    /**
     * Stores the uploaded image (type sniffed, size capped by the uploads module), points the profile at it and
     * then removes the picture it replaces. If saving fails, the new file is removed instead.
     */
    async replaceAvatar(member: MemberRow, request: FastifyRequest): Promise<MemberProfile> {
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
      return toMemberProfile(updated);
    },

    /** Only for the member's own LPU ID; the new password holds at once. */
    async changePassword(member: MemberRow, input: z.output<typeof memberPasswordChangeSchema>): Promise<void> {
      if (input.LpuId !== member.lpuId) {
        throw fieldError(403, 'LpuId', 'This is not your LPU ID: you can only reset the password of your own account.');
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
        await recordActivity(tx, { actor: { role: 'member', row: member }, kind: 'profile.password-changed' });
      });
    },

    /** E-mails the LPU ID to its member, if any has this address; the caller learns nothing either way. */
    async sendLpuIdReminder({ email }: z.output<typeof forgotLpuIdSchema>): Promise<void> {
      const [member] = await db.select().from(members).where(eq(members.email, email));
      if (!member) return;
      const signIn = `${publicAppUrl.replace(/\/+$/, '')}${PATHS.auth}`;
      await mail.enqueue({
        kind: 'lpu-id-reminder',
        reference: member.id,
        to: email,
        subject: 'Your Guildhall LPU ID',
        text:
          `Hello ${member.fullname},\n\nYour LPU ID is ${member.lpuId}. Sign in with it (or this e-mail address) at ` +
          `${signIn}\n\nIf you did not ask for this e-mail, you can ignore it.\n`,
      });
    },
  };
}

export type MemberAccountService = ReturnType<typeof createMemberAccountService>;
