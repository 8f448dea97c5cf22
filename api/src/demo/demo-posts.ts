import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, members, postComments, postLikes, postMedia, posts } from '../db/schema';
import type { UploadService } from '../modules/uploads/service';

const MEDIA_DIR = path.join(__dirname, 'media');
const MINUTE_MS = 60_000;

/** An author or a liker: a demo member by LPU ID, or the demo admin. */
type DemoAccount = { lpuId: string } | 'admin';

interface DemoPost {
  author: DemoAccount;
  minutesAgo: number;
  content: string;
  media: string[];
  likedBy: DemoAccount[];
  comments: { author: DemoAccount; minutesAfter: number; content: string }[];
}

const DEMO_MEMBER = { lpuId: '12345678' };
const AARAV = { lpuId: '12110001' };
const ISHITA = { lpuId: '12110002' };
const KABIR = { lpuId: '12110003' };
const MEERA = { lpuId: '12110004' };

/** The feed as a fresh demo shows it, timed relative to the seed so it reads 'm ago', 'h ago' and a date. */
const DEMO_POSTS: DemoPost[] = [
  {
    author: KABIR,
    minutesAgo: 6 * 24 * 60,
    content:
      'Every poster of the semester in one place. Print them, share them, pin them on your hostel door. ' +
      '#NightOfTheLostSouls #BuildNight #PhotoWalk',
    media: ['lost-souls-1.jpg', 'lost-souls-2.jpg', 'lost-souls-3.jpg', 'hackathon.jpg', 'photo-walk.jpg'],
    likedBy: [AARAV, ISHITA, MEERA, 'admin'],
    comments: [
      { author: MEERA, minutesAfter: 40, content: 'The crypt stage one is my favourite.' },
      { author: AARAV, minutesAfter: 95, content: 'Great work, marketing team!' },
    ],
  },
  {
    author: 'admin',
    minutesAgo: 5 * 60,
    content:
      'Welcome to the Guildhall community feed! Share what you build, the events you loved and the people who ' +
      'helped. Keep it kind; the admins remove posts that are not. #Guildhall #Community',
    media: [],
    likedBy: [AARAV, KABIR, DEMO_MEMBER],
    comments: [{ author: ISHITA, minutesAfter: 12, content: 'Finally a feed that remembers our likes.' }],
  },
  {
    author: MEERA,
    minutesAgo: 90,
    content:
      'A first look at the Night of the Lost Souls stage. Doors open at 18:30, come in black. ' +
      '#NightOfTheLostSouls #FreshersSpecial',
    media: ['lost-souls-teaser.mp4'],
    likedBy: [KABIR, ISHITA],
    comments: [
      { author: KABIR, minutesAfter: 5, content: 'Sound on for the full effect.' },
      { author: 'admin', minutesAfter: 20, content: 'Tickets are on the event page.' },
    ],
  },
  {
    author: ISHITA,
    minutesAgo: 25,
    content:
      'Build Night registrations are open: teams of two to four, mentors all night, food every six hours. ' +
      '#BuildNight #Hackathon',
    media: ['hackathon.jpg'],
    likedBy: [AARAV, DEMO_MEMBER],
    comments: [],
  },
];

/**
 * Inserts the demo feed after the demo accounts exist; the media go through the uploads module like any post's
 * files. Call it once, on an empty feed (the seed does).
 */
export async function seedDemoPosts(db: Db, uploads: UploadService, now = new Date()): Promise<void> {
  const accounts = await demoAccounts(db);
  for (const demo of DEMO_POSTS) {
    const createdAt = new Date(now.getTime() - demo.minutesAgo * MINUTE_MS);
    const files = await Promise.all(
      demo.media.map((file) => uploads.storeCopyOf(path.join(MEDIA_DIR, file), ['image', 'video'])),
    );
    await uploads.using(files, () =>
      db.transaction(async (tx) => {
        const [post] = await tx
          .insert(posts)
          .values({ content: demo.content, createdAt, ...accounts(demo.author) })
          .returning({ id: posts.id });
        const postId = post!.id;
        if (files.length > 0) {
          await tx.insert(postMedia).values(
            files.map((file, position) => ({
              postId,
              kind: file.kind,
              url: file.url,
              contentType: file.contentType,
              storageKey: file.key,
              position,
            })),
          );
        }
        if (demo.likedBy.length > 0) {
          await tx.insert(postLikes).values(demo.likedBy.map((account) => ({ postId, ...accounts(account) })));
        }
        if (demo.comments.length > 0) {
          await tx.insert(postComments).values(
            demo.comments.map((comment) => ({
              postId,
              content: comment.content,
              createdAt: new Date(createdAt.getTime() + comment.minutesAfter * MINUTE_MS),
              ...accounts(comment.author),
            })),
          );
        }
      }),
    );
  }
}

/** Resolves demo accounts to the owner columns of a post, like or comment. */
async function demoAccounts(db: Db) {
  const [admin] = await db.select({ id: admins.id }).from(admins).limit(1);
  const lpuIds = [DEMO_MEMBER, AARAV, ISHITA, KABIR, MEERA].map((account) => account.lpuId);
  const rows = await db
    .select({ id: members.id, lpuId: members.lpuId })
    .from(members)
    .where(inArray(members.lpuId, lpuIds));
  const byLpuId = new Map(rows.map((row) => [row.lpuId, row.id]));
  return (account: DemoAccount) => {
    if (account === 'admin') return { adminId: admin!.id, memberId: null };
    const memberId = byLpuId.get(account.lpuId);
    if (!memberId) throw new Error(`demo feed: no member with LPU ID ${account.lpuId}`);
    return { memberId, adminId: null };
  };
}
