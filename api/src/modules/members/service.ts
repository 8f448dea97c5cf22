import type { adminRegisterSchema, MemberProfile } from '@guildhall/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { members } from '../../db/schema';
import { HttpError } from '../../http';
import { hashPassword } from '../auth/passwords';
import { toMemberProfile } from './profiles';

export function createMemberService(db: Db) {
  return {
    async register(input: z.output<typeof adminRegisterSchema>): Promise<MemberProfile> {
      const passwordHash = await hashPassword(input.password);
      try {
        const [member] = await db
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
        return toMemberProfile(member!);
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === undefined) throw error;
        const field = constraint.includes('email') ? 'e-mail address' : 'LPU ID';
        throw new HttpError(409, `A member with this ${field} is already registered.`);
      }
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
