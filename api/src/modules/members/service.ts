import type { adminRegisterSchema, MemberProfile } from '@guildhall/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { members } from '../../db/schema';
import { fieldError } from '../../http';
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
        const [path, name] = constraint.includes('email') ? ['email', 'e-mail address'] : ['LpuId', 'LPU ID'];
        throw fieldError(409, path, `A member with this ${name} is already registered.`);
      }
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
