import type { Db } from '../db/client';
import { applications, contactRequests } from '../db/schema';

const HOUR_MS = 3_600_000;

/** A membership application waiting for review, and contact requests both open and resolved (/contact, /admin/show). */
export async function seedDemoRequests(db: Db, now = new Date()): Promise<void> {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  await db.insert(applications).values({
    fullName: 'Riya Kapoor',
    lpuId: '12398765',
    email: 'riya.kapoor@guildhall.test',
    phone: '+91 98765 43210',
    course: 'B.Tech CSE',
    gender: 'female',
    domains: ['technical', 'design'],
    accommodation: 'hostler',
    previousExperience: true,
    anyOtherOrg: false,
    bio: 'I build small browser games and would love to help with the club website and event posters.',
    createdAt: hoursAgo(20),
  });
  await db.insert(contactRequests).values([
    {
      name: 'Kabir Singh',
      lpuId: '12311111',
      email: 'kabir.singh@guildhall.test',
      phone: '+91 91234 56789',
      subject: 'Sponsoring the hackathon',
      message: 'Our startup would like to sponsor the next hackathon with prizes and mentors. Who should we talk to?',
      createdAt: hoursAgo(5),
    },
    {
      name: 'Meera Nair',
      lpuId: '12322222',
      email: 'meera.nair@guildhall.test',
      phone: '+91 99887 76655',
      subject: 'Ticket e-mail not received',
      message: 'I paid for a ticket yesterday but cannot find the e-mail with the QR code. Could you resend it?',
      status: 'resolved',
      resolvedAt: hoursAgo(2),
      createdAt: hoursAgo(30),
    },
  ]);
}
