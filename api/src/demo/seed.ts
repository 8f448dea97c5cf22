import { randomBytes } from 'node:crypto';
import { hashPassword } from '../modules/auth/passwords';
import type { Config } from '../config';
import type { OpenDatabase } from '../db/client';
import { createUploadService } from '../modules/uploads/service';
import { createFileStorage } from '../modules/uploads/storage';
import { seedDemoAttendance } from './demo-attendance';
import { seedDemoEvents } from './demo-events';
import { seedDemoPosts } from './demo-posts';
import { seedDemoRequests } from './demo-requests';
import { DEMO_LEADERS, DEMO_TEAM, type DemoPerson } from './demo-people';
import { DEMO_MORE_TEAM } from './demo-team';
import { admins, members } from '../db/schema';

/** The accounts a developer can sign in with after seeding (printed by the start scripts). */
export const DEMO_ACCOUNTS = {
  admin: { fullname: 'Club Admin', password: 'admin-demo-123' },
  member: { fullname: 'Demo Member', email: 'member@guildhall.test', lpuId: '12345678', password: 'member-demo-123' },
} as const;

/**
 * Fills an empty database (no members and no admins) with demo data; returns whether it did. Two servers seeding
 * at once cannot duplicate anything: the unique LPU IDs make the second insert fail.
 */
export async function seedDemoData(
  { db }: Pick<OpenDatabase, 'db'>,
  config: Pick<Config, 'uploads'>,
): Promise<boolean> {
  const [anyMember] = await db.select({ id: members.id }).from(members).limit(1);
  const [anyAdmin] = await db.select({ id: admins.id }).from(admins).limit(1);
  if (anyMember || anyAdmin) return false;

  const people = [...DEMO_LEADERS, ...DEMO_TEAM, ...DEMO_MORE_TEAM];
  const [adminHash, memberHash, ...peopleHashes] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.member.password),
    ...people.map(() => hashPassword(randomBytes(24).toString('base64url'))),
  ]);
  await db.transaction(async (tx) => {
    await tx.insert(admins).values({ fullname: DEMO_ACCOUNTS.admin.fullname, passwordHash: adminHash! });
    await tx.insert(members).values([
      {
        fullname: DEMO_ACCOUNTS.member.fullname,
        email: DEMO_ACCOUNTS.member.email,
        lpuId: DEMO_ACCOUNTS.member.lpuId,
        passwordHash: memberHash!,
        department: 'Technical',
        designation: 'member',
        program: 'B.Tech CSE',
        year: 2,
        bio: 'The demo account: sign in with it to try the member dashboard.',
        skills: ['TypeScript', 'React', 'Event planning'],
        linkedIn: 'https://www.linkedin.com/in/guildhall-demo',
        github: 'https://github.com/guildhall-demo',
      },
      ...people.map((person, index) => demoMemberRow(person, peopleHashes[index]!)),
    ]);
  });
  const uploads = createUploadService(createFileStorage(config.uploads));
  await seedDemoEvents(db, uploads);
  await seedDemoAttendance(db, DEMO_ACCOUNTS);
  await seedDemoPosts(db, uploads);
  await seedDemoRequests(db);
  return true;
}

/**
 * A server's start: demo data into an empty database when the configuration asks for it (not in production by
 * default); otherwise, while no admin exists, a line saying how to create the first one.
 */
export async function seedOnStart(
  database: Pick<OpenDatabase, 'db'>,
  config: Pick<Config, 'uploads' | 'seedDemoData'>,
  warn: (line: string) => void,
): Promise<boolean> {
  if (config.seedDemoData) return seedDemoData(database, config);
  const [anyAdmin] = await database.db.select({ id: admins.id }).from(admins).limit(1);
  if (!anyAdmin)
    warn('No admin account yet: create the first one with `npm run admin:create -- --name "<full name>"`.');
  return false;
}

function demoMemberRow(person: DemoPerson, passwordHash: string) {
  const handle = person.fullname.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    ...person,
    // '' = not provided: the team page shows 'N/A'.
    program: person.program || null,
    bio: person.bio || null,
    email: `${handle}@guildhall.test`,
    passwordHash,
    linkedIn: `https://www.linkedin.com/in/${handle}`,
    github: person.department === 'Technical' ? `https://github.com/${handle}` : null,
  };
}
