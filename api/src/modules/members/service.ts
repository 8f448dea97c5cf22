import type { adminRegisterSchema, MemberProfile } from '@guildhall/contracts';
import { isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { admins, members } from '../../db/schema';
import { fieldError } from '../../http';
import { recordActivity, type ActivityActor } from '../activity/service';
import { hashPassword } from '../auth/passwords';
import { toMemberProfile } from './profiles';

export function createMemberService(db: Db) {
  return {
    /** The admins with an e-mail address: told when wrong secret keys block registering with the secret. */
    async adminsToTell() {
      return db
        .select({ id: admins.id, fullname: admins.fullname, email: admins.email })
        .from(admins)
        .where(isNotNull(admins.email));
    },

    /** `admin`: the signed-in admin who registers the member; none when the admin secret key was used. */
    async register(input: z.output<typeof adminRegisterSchema>, admin?: ActivityActor): Promise<MemberProfile> {
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const [member] = await tx
            .insert(members)
            .values({
              fullname: input.fullname,
              lpuId: input.LpuId,
              email: input.email ?? null,
              passwordHash,
              department: input.department,
              designation: input.designation,
            })
            .returning();
          // By the signed-in admin, or (with the secret key only) nobody known: then the member joined.
          await recordActivity(
            tx,
            admin
              ? { actor: admin, kind: 'member.registered', target: member!.fullname }
              : { actor: { role: 'member', row: member! }, kind: 'member.joined' },
          );
          return toMemberProfile(member!);
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === undefined) throw error;
        const [path, name] = constraint.includes('email') ? ['email', 'e-mail address'] : ['LpuId', 'LPU ID'];
        throw fieldError(409, path, `A member with this ${name} is already registered.`);
      }
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
