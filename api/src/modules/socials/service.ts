import {
  createPostFieldsSchema,
  EMPTY_POST_MESSAGE,
  type CursorPage,
  type LikeState,
  type PostComment,
  type SocialAuthor,
  type SocialPost,
} from '@guildhall/contracts/socials';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { admins, members, postComments, postLikes, postMedia, posts, type PostMediaRow } from '../../db/schema';
import { HttpError } from '../../http';
import { parseOrThrow } from '../../plugins/validation';
import type { Account } from '../../principal';
import type { ReceivedForm, UploadService } from '../uploads/service';
import { recordActivity, type ActivityActor } from '../activity/service';
import { decodeCursor, pageOf } from './cursor';

export const POST_NOT_FOUND = 'Post not found';
export const COMMENT_NOT_FOUND = 'Comment not found';

/** Who is asking: a signed-in account (member or admin), or null for a guest. */
export type Viewer = Pick<Account, 'role'> & { id: string; fullname: string };
export const viewerOf = (account: Account): Viewer => ({
  role: account.role,
  id: account.row.id,
  fullname: account.row.fullname,
});
/** The viewer as the activity log names them. */
const actorOf = (viewer: Viewer): ActivityActor => ({ role: viewer.role, row: viewer });

/** The two owner columns of a post, comment or like, set for the account. */
const ownerValues = (viewer: Viewer) =>
  viewer.role === 'admin' ? { adminId: viewer.id, memberId: null } : { memberId: viewer.id, adminId: null };
const isOwner = (table: { memberId: AnyPgColumn; adminId: AnyPgColumn }, viewer: Viewer): SQL =>
  eq(viewer.role === 'admin' ? table.adminId : table.memberId, viewer.id);

/** Author columns of a row joined with members and admins (exactly one of them matches). */
const authorColumns = (table: { memberId: AnyPgColumn; adminId: AnyPgColumn }) => ({
  memberId: table.memberId,
  adminId: table.adminId,
  memberName: members.fullname,
  adminName: admins.fullname,
  avatarUrl: members.profilePictureUrl,
});
interface AuthorFields {
  memberId: string | null;
  adminId: string | null;
  memberName: string | null;
  adminName: string | null;
  avatarUrl: string | null;
}
function toAuthor(row: AuthorFields): SocialAuthor {
  return row.adminId
    ? { id: row.adminId, role: 'admin', name: row.adminName ?? '', avatarUrl: null }
    : { id: row.memberId ?? '', role: 'member', name: row.memberName ?? '', avatarUrl: row.avatarUrl };
}
const isAuthor = (row: AuthorFields, viewer: Viewer | null) =>
  viewer !== null && (viewer.role === 'admin' ? row.adminId : row.memberId) === viewer.id;
/** Authors delete their own posts and comments; admins delete any (spec section 6). */
const mayDelete = (row: AuthorFields, viewer: Viewer | null) => viewer?.role === 'admin' || isAuthor(row, viewer);

// The outer row's id, always qualified: drizzle leaves columns unqualified in a query without joins, and inside
// these subqueries a bare "id" would be the subquery's own.
const postIdRef = sql`${posts}.${sql.identifier('id')}`;
const likeCount = sql<number>`(select count(*) from ${postLikes} where ${postLikes.postId} = ${postIdRef})::int`;
const commentCount = sql<number>`(select count(*) from ${postComments} where ${postComments.postId} = ${postIdRef})::int`;

export function createSocialService(db: Db, uploads: UploadService) {
  const likedBy = (viewer: Viewer | null): SQL<boolean> =>
    viewer
      ? sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${postIdRef} and ${isOwner(postLikes, viewer)})`
      : sql<boolean>`false`;

  function selectPosts(viewer: Viewer | null) {
    return db
      .select({
        id: posts.id,
        content: posts.content,
        createdAt: posts.createdAt,
        ...authorColumns(posts),
        likes: likeCount,
        comments: commentCount,
        likedByMe: likedBy(viewer),
      })
      .from(posts)
      .leftJoin(members, eq(posts.memberId, members.id))
      .leftJoin(admins, eq(posts.adminId, admins.id));
  }
  type PostSelection = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

  async function toPosts(rows: PostSelection[], viewer: Viewer | null): Promise<SocialPost[]> {
    const ids = rows.map((row) => row.id);
    const media = ids.length
      ? await db.select().from(postMedia).where(inArray(postMedia.postId, ids)).orderBy(asc(postMedia.position))
      : [];
    const mediaByPost = new Map<string, PostMediaRow[]>();
    for (const item of media) mediaByPost.set(item.postId, [...(mediaByPost.get(item.postId) ?? []), item]);
    return rows.map((row) => ({
      id: row.id,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      author: toAuthor(row),
      media: (mediaByPost.get(row.id) ?? []).map(({ id, kind, url, contentType }) => ({ id, kind, url, contentType })),
      likes: row.likes,
      comments: row.comments,
      likedByMe: Boolean(row.likedByMe),
      canDelete: mayDelete(row, viewer),
    }));
  }

  async function onePost(id: string, viewer: Viewer | null): Promise<SocialPost> {
    const [post] = await toPosts(await selectPosts(viewer).where(eq(posts.id, id)), viewer);
    if (!post) throw new HttpError(404, POST_NOT_FOUND);
    return post;
  }

  async function requirePost(id: string): Promise<void> {
    const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, id));
    if (!row) throw new HttpError(404, POST_NOT_FOUND);
  }

  return {
    /** Newest first, `limit` at a time; `cursor` continues after the previous page. */
    async feed(
      viewer: Viewer | null,
      { cursor, limit }: { cursor?: string; limit: number },
    ): Promise<CursorPage<SocialPost>> {
      const after = cursor ? decodeCursor(cursor) : undefined;
      const rows = await selectPosts(viewer)
        .where(
          after
            ? sql`(${posts.createdAt}, ${posts.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        )
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(limit + 1);
      const page = pageOf(rows, limit);
      return { items: await toPosts(page.rows, viewer), nextCursor: page.nextCursor };
    },

    /**
     * Saves a post from a received form (text fields and the files already stored). All or nothing: if the fields
     * are invalid or the post cannot be saved, its files are removed again.
     */
    async create(author: Viewer, form: ReceivedForm): Promise<SocialPost> {
      const id = await uploads.using(form.files, async () => {
        const { content } = parseOrThrow(createPostFieldsSchema, form.fields);
        if (!content && form.files.length === 0) throw new HttpError(400, EMPTY_POST_MESSAGE);
        return db.transaction(async (tx) => {
          const [post] = await tx
            .insert(posts)
            .values({ content, ...ownerValues(author) })
            .returning({ id: posts.id });
          if (form.files.length > 0) {
            await tx.insert(postMedia).values(
              form.files.map((file, position) => ({
                postId: post!.id,
                kind: file.kind,
                url: file.url,
                contentType: file.contentType,
                storageKey: file.key,
                position,
              })),
            );
          }
          await recordActivity(tx, { actor: actorOf(author), kind: 'post.created' });
          return post!.id;
        });
      });
      return onePost(id, author);
    },

    /** The author or an admin deletes a post, with its likes, comments and media files. */
    async remove(viewer: Viewer, id: string): Promise<void> {
      const [row] = await selectPosts(viewer).where(eq(posts.id, id));
      if (!row) throw new HttpError(404, POST_NOT_FOUND);
      if (!mayDelete(row, viewer)) throw new HttpError(403, 'You can only delete your own posts.');
      const keys = await db.transaction(async (tx) => {
        const media = await tx.select({ key: postMedia.storageKey }).from(postMedia).where(eq(postMedia.postId, id));
        await tx.delete(posts).where(eq(posts.id, id));
        // An admin removing someone else's post names its author.
        const author = toAuthor(row);
        await recordActivity(tx, {
          actor: actorOf(viewer),
          kind: 'post.deleted',
          target: isAuthor(row, viewer) ? undefined : author.name,
        });
        return media.map((item) => item.key);
      });
      await uploads.remove(keys);
    },

    /** Sets the viewer's like on a post (one per account; setting it twice changes nothing). */
    async setLike(viewer: Viewer, postId: string, liked: boolean): Promise<LikeState> {
      await requirePost(postId);
      await db.transaction(async (tx) => {
        const changed = liked
          ? await tx
              .insert(postLikes)
              .values({ postId, ...ownerValues(viewer) })
              .onConflictDoNothing()
              .returning({ postId: postLikes.postId })
          : await tx
              .delete(postLikes)
              .where(and(eq(postLikes.postId, postId), isOwner(postLikes, viewer)))
              .returning({ postId: postLikes.postId });
        // Setting the same state again is no action.
        if (changed.length > 0) {
          await recordActivity(tx, { actor: actorOf(viewer), kind: liked ? 'post.liked' : 'post.unliked' });
        }
      });
      const [state] = await db
        .select({ likes: likeCount, liked: likedBy(viewer) })
        .from(posts)
        .where(eq(posts.id, postId));
      // Deleted meanwhile: the like went with it.
      if (!state) throw new HttpError(404, POST_NOT_FOUND);
      return { liked: Boolean(state.liked), likes: state.likes };
    },

    /** A post's comments, oldest first, `limit` at a time. */
    async comments(
      viewer: Viewer | null,
      postId: string,
      { cursor, limit }: { cursor?: string; limit: number },
    ): Promise<CursorPage<PostComment>> {
      await requirePost(postId);
      const after = cursor ? decodeCursor(cursor) : undefined;
      const rows = await selectComments()
        .where(
          and(
            eq(postComments.postId, postId),
            after
              ? sql`(${postComments.createdAt}, ${postComments.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(postComments.createdAt), asc(postComments.id))
        .limit(limit + 1);
      const page = pageOf(rows, limit);
      return { items: page.rows.map((row) => toComment(row, viewer)), nextCursor: page.nextCursor };
    },

    async addComment(viewer: Viewer, postId: string, content: string): Promise<PostComment> {
      await requirePost(postId);
      const inserted = await db
        .transaction(async (tx) => {
          const [comment] = await tx
            .insert(postComments)
            .values({ postId, content, ...ownerValues(viewer) })
            .returning({ id: postComments.id });
          await recordActivity(tx, { actor: actorOf(viewer), kind: 'comment.added' });
          return comment;
        })
        .catch((error: unknown) => {
          // The post was deleted between the check and the insert.
          if ((error as { cause?: { code?: string } }).cause?.code === '23503')
            throw new HttpError(404, POST_NOT_FOUND);
          throw error;
        });
      const [row] = await selectComments().where(eq(postComments.id, inserted!.id));
      return toComment(row!, viewer);
    },

    /** The comment's author or an admin deletes a comment. */
    async removeComment(viewer: Viewer, postId: string, commentId: string): Promise<void> {
      const [row] = await selectComments().where(and(eq(postComments.id, commentId), eq(postComments.postId, postId)));
      if (!row) throw new HttpError(404, COMMENT_NOT_FOUND);
      if (!mayDelete(row, viewer)) throw new HttpError(403, 'You can only delete your own comments.');
      await db.transaction(async (tx) => {
        await tx.delete(postComments).where(eq(postComments.id, commentId));
        await recordActivity(tx, {
          actor: actorOf(viewer),
          kind: 'comment.deleted',
          target: isAuthor(row, viewer) ? undefined : toAuthor(row).name,
        });
      });
    },
  };

  function selectComments() {
    return db
      .select({
        id: postComments.id,
        postId: postComments.postId,
        content: postComments.content,
        createdAt: postComments.createdAt,
        ...authorColumns(postComments),
      })
      .from(postComments)
      .leftJoin(members, eq(postComments.memberId, members.id))
      .leftJoin(admins, eq(postComments.adminId, admins.id));
  }
}

type CommentRow = AuthorFields & { id: string; postId: string; content: string; createdAt: Date };
function toComment(row: CommentRow, viewer: Viewer | null): PostComment {
  return {
    id: row.id,
    postId: row.postId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    author: toAuthor(row),
    canDelete: mayDelete(row, viewer),
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
