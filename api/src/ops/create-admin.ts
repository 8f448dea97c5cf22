import { adminRegisterSchema, textField } from '@guildhall/contracts';
import { z } from 'zod';
import type { Db } from '../db/client';
import { admins } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';

/**
 * An admin's password set from the command line: long, because an admin account reaches every member's data
 * (the sign-in also needs ADMIN_SECRET).
 */
export const ADMIN_PASSWORD_MIN = 12;

export const newAdminSchema = z.object({
  // The name an admin signs in with: the same rules as any account's name.
  fullname: adminRegisterSchema.shape.fullname,
  password: textField('Password').min(
    ADMIN_PASSWORD_MIN,
    `Password must be at least ${ADMIN_PASSWORD_MIN} characters.`,
  ),
});

export class AdminNotCreated extends Error {}

/**
 * Adds an admin account (`npm run admin:create`): how a production site, which gets no demo data, gets its first
 * admin. Refuses a name another admin has (admins sign in by name, in any case).
 */
export async function createAdminAccount(db: Db, input: { fullname: string; password: string }): Promise<string> {
  const parsed = newAdminSchema.safeParse(input);
  if (!parsed.success) throw new AdminNotCreated(parsed.error.issues.map((issue) => issue.message).join(' '));
  const { fullname, password } = parsed.data;
  const [created] = await db
    .insert(admins)
    .values({ fullname, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  if (!created) throw new AdminNotCreated(`An admin named "${fullname}" already exists.`);
  return created.id;
}
