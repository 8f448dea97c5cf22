import path from 'node:path';
import type { Db } from '../db/client';
import { eventPosters, events } from '../db/schema';
import { clubDay } from '../modules/events/club-time';
import type { UploadService } from '../modules/uploads/service';

const DAY_MS = 86_400_000;
const MEDIA_DIR = path.join(__dirname, 'media');

interface DemoEvent {
  event: Omit<typeof events.$inferInsert, 'date'> & { daysFromSeed: number };
  posters: { file: string; alt: string }[];
}

/** The club's calendar, placed relative to the day the demo is seeded so it always has events ahead. */
const DEMO_EVENTS: DemoEvent[] = [
  {
    event: {
      title: 'Night of the Lost Souls',
      description:
        'The club’s horror-themed EDM night: three DJs, a fog-drenched crypt stage, black lights and a costume ' +
        'contest judged at midnight. Freshers welcome — come in black, bring a friend and dance until the last ' +
        'soul leaves. Entry by QR ticket only; the door opens at 18:30.',
      daysFromSeed: 18,
      time: '19:30',
      venue: 'Block 32 Amphitheatre, Main Campus',
      ticketPrice: 400,
      capacity: 500,
      tags: ['Live DJ', 'Freshers Special', 'Horror Theme', 'VIP Access', 'Underground Experience'],
      sponsor: 'Red Bull Campus Crew',
      organizer: 'Guildhall Events Team',
      featured: true,
    },
    posters: [
      { file: 'lost-souls-1.jpg', alt: 'Night of the Lost Souls: a horror-themed EDM night' },
      { file: 'lost-souls-2.jpg', alt: 'The Crypt Stage: underground sets till midnight' },
      { file: 'lost-souls-3.jpg', alt: 'Wear black, bring friends: doors 18:30 at Block 32' },
    ],
  },
  {
    event: {
      title: 'Build Night: 24-Hour Hackathon',
      description:
        'Teams of two to four build anything in 24 hours, with mentors from the technical team on call all night ' +
        'and food every six hours. Judged on Sunday noon; prizes for the best build and the best demo.',
      daysFromSeed: 32,
      time: '10:00',
      venue: 'Innovation Lab, Block 34',
      ticketPrice: 150,
      capacity: 120,
      tags: ['Hackathon', 'Teams', 'Mentors'],
      sponsor: 'Not Applicable',
      organizer: 'Technical Department',
    },
    posters: [{ file: 'hackathon.jpg', alt: 'Build Night: a 24-hour hackathon' }],
  },
  {
    event: {
      title: 'Golden Hour Photo Walk',
      description:
        'A slow walk through the old campus at golden hour with the media team. Any camera or phone will do; ' +
        'registration is on the photography society’s site.',
      daysFromSeed: 9,
      time: null,
      venue: 'Old Campus Gate',
      ticketPrice: 0,
      capacity: null,
      tags: [],
      sponsor: null,
      organizer: 'Media Department',
      registrationUrl: 'https://example.org/photo-walk',
    },
    posters: [{ file: 'photo-walk.jpg', alt: 'Golden Hour Photo Walk on the old campus' }],
  },
  {
    event: {
      title: 'Freshers Bash',
      description: 'The welcome party of the semester: music, games and the club’s first open house.',
      daysFromSeed: -45,
      time: '18:00',
      venue: 'Main Lawn',
      status: 'completed',
      capacity: 400,
      tags: ['Freshers Special'],
      organizer: 'Guildhall Events Team',
    },
    posters: [],
  },
];

/** Inserts the demo events; their posters go through the uploads module like any poster an admin adds. */
export async function seedDemoEvents(db: Db, uploads: UploadService, now = new Date()): Promise<void> {
  for (const { event, posters } of DEMO_EVENTS) {
    const { daysFromSeed, ...fields } = event;
    const storedPosters = await Promise.all(
      posters.map((poster) => uploads.storeCopyOf(path.join(MEDIA_DIR, poster.file), ['image'])),
    );
    await uploads.using(storedPosters, async () => {
      const [row] = await db
        .insert(events)
        .values({ ...fields, date: clubDay(new Date(now.getTime() + daysFromSeed * DAY_MS)) })
        .returning({ id: events.id });
      if (storedPosters.length === 0) return;
      await db.insert(eventPosters).values(
        storedPosters.map((stored, index) => ({
          eventId: row!.id,
          url: stored.url,
          alt: posters[index]!.alt,
          position: index + 1,
          storageKey: stored.key,
        })),
      );
    });
  }
}
