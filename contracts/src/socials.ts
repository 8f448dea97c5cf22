import { z } from 'zod';
import { ROLES } from './enums';
import { requestBody, requiredTextField, textField } from './fields';
import { COMMENT_MAX, COMMENTS_PAGE_SIZE, FEED_PAGE_SIZE, POST_CONTENT_MAX } from './limits';

// The community feed (/social-page): posts with media, likes (one per account per post) and comments.

/** Who wrote a post or a comment: a member or an admin (the feed shows an admin badge). */
export const socialAuthorSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type SocialAuthor = z.infer<typeof socialAuthorSchema>;

export const postMediaSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  url: z.string(),
  contentType: z.string(),
});
export type PostMedia = z.infer<typeof postMediaSchema>;

/** A post as the caller sees it: `likedByMe` and `canDelete` are about the signed-in caller (false for guests). */
export const socialPostSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  author: socialAuthorSchema,
  media: z.array(postMediaSchema),
  likes: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  likedByMe: z.boolean(),
  canDelete: z.boolean(),
});
export type SocialPost = z.infer<typeof socialPostSchema>;

export const postCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  author: socialAuthorSchema,
  canDelete: z.boolean(),
});
export type PostComment = z.infer<typeof postCommentSchema>;

/** A page of a cursor-paged list: `nextCursor` fetches the following page; null at the end. */
export function cursorPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export type CursorPage<T> = { items: T[]; nextCursor: string | null };

const cursorQuery = (pageSize: { default: number; max: number }) =>
  z.object({
    cursor: z.string().max(200).optional(),
    limit: z.coerce
      .number('Limit must be a number')
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(pageSize.max, `Limit must be at most ${pageSize.max}`)
      .default(pageSize.default),
  });

/** GET /api/socials/getall: newest first. */
export const feedQuerySchema = cursorQuery(FEED_PAGE_SIZE);
/** GET /api/socials/{id}/comments: oldest first. */
export const commentsQuerySchema = cursorQuery(COMMENTS_PAGE_SIZE);

export const postIdParamsSchema = z.object({ id: z.uuid('Invalid post id') });
export const commentParamsSchema = z.object({
  id: z.uuid('Invalid post id'),
  commentId: z.uuid('Invalid comment id'),
});

const postContent = textField('Content')
  .trim()
  .max(POST_CONTENT_MAX, `Content cannot exceed ${POST_CONTENT_MAX} characters`);

/** The Create Post dialog's text (its files are chosen beside it). */
export const postFormSchema = requestBody({ content: postContent });
export type PostForm = z.input<typeof postFormSchema>;

/**
 * The text fields of POST /api/socials/create (multipart; the files come as repeated `files` parts). `userId` is
 * what the club's old client sends; it is ignored: the author is always the signed-in account.
 */
export const createPostFieldsSchema = requestBody({
  content: postContent.default(''),
  userId: z.string().optional(),
});
export const EMPTY_POST_MESSAGE = 'Write something or add a photo or video';

/** PUT /api/socials/{id}/like: sets the caller's like (the button toggles it). */
export const likeRequestSchema = requestBody({
  liked: z.boolean('Liked must be true or false'),
});
export type LikeRequest = z.infer<typeof likeRequestSchema>;
export const likeStateSchema = z.object({ liked: z.boolean(), likes: z.number().int().nonnegative() });
export type LikeState = z.infer<typeof likeStateSchema>;

/** POST /api/socials/{id}/comments */
export const createCommentSchema = requestBody({
  content: requiredTextField('Comment', COMMENT_MAX),
});
export type CreateComment = z.infer<typeof createCommentSchema>;
