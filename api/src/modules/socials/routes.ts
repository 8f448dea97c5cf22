import { apiSuccessSchema, MAX_POST_MEDIA } from '@guildhall/contracts';
import {
  commentParamsSchema,
  commentsQuerySchema,
  createCommentSchema,
  cursorPageSchema,
  feedQuerySchema,
  likeRequestSchema,
  likeStateSchema,
  postCommentSchema,
  postIdParamsSchema,
  socialPostSchema,
} from '@guildhall/contracts/socials';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http';
import { hasBearerToken, principalOf } from '../../plugins/authentication';
import type { UploadService } from '../uploads/service';
import { viewerOf, type SocialService, type Viewer } from './service';

const tags = ['socials'];
const security = [{ bearerAuth: [] }];
const done = { 200: apiSuccessSchema(z.null()), ...errorResponses };

/**
 * The community feed. Everyone reads it (guests too); members and admins post, like and comment; authors delete
 * their own posts and comments, admins any. Roles are checked here and in the service, never trusted from a form.
 */
export const socialRoutes: FastifyPluginAsyncZod<{ socials: SocialService; uploads: UploadService }> = async (
  app,
  { socials, uploads },
) => {
  const signedIn = { onRequest: app.authenticate };
  const viewer = (request: FastifyRequest): Viewer => viewerOf(principalOf(request));
  /** Reading is open; a caller who sends a token gets their likes and delete rights (a bad token still answers 401). */
  async function optionalViewer(request: FastifyRequest): Promise<Viewer | null> {
    if (!hasBearerToken(request)) return null;
    await app.authenticate(request);
    return viewer(request);
  }

  app.get(
    '/socials/getall',
    {
      schema: {
        tags,
        summary: 'The feed, newest first (cursor-paged)',
        querystring: feedQuerySchema,
        response: { 200: apiSuccessSchema(cursorPageSchema(socialPostSchema)), ...errorResponses },
      },
    },
    async (request) => ok('Posts', await socials.feed(await optionalViewer(request), request.query)),
  );

  app.post(
    '/socials/create',
    {
      ...signedIn,
      schema: {
        tags,
        summary: `Create a post (multipart: content, up to ${MAX_POST_MEDIA} files; further files are ignored)`,
        security,
        consumes: ['multipart/form-data'],
        response: { 201: apiSuccessSchema(socialPostSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const form = await uploads.receive(request, { kinds: ['image', 'video'], maxFiles: MAX_POST_MEDIA });
      const post = await socials.create(viewer(request), form);
      return reply.status(201).send(ok('Post created', post));
    },
  );

  app.delete(
    '/socials/:id/delete',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a post (its author or an admin)',
        security,
        params: postIdParamsSchema,
        response: done,
      },
    },
    async (request) => {
      await socials.remove(viewer(request), request.params.id);
      return ok('Post deleted', null);
    },
  );

  app.put(
    '/socials/:id/like',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Like or unlike a post (one like per account)',
        security,
        params: postIdParamsSchema,
        body: likeRequestSchema,
        response: { 200: apiSuccessSchema(likeStateSchema), ...errorResponses },
      },
    },
    async (request) => {
      const state = await socials.setLike(viewer(request), request.params.id, request.body.liked);
      return ok(state.liked ? 'Post liked' : 'Like removed', state);
    },
  );

  app.get(
    '/socials/:id/comments',
    {
      schema: {
        tags,
        summary: "A post's comments, oldest first (cursor-paged)",
        params: postIdParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: apiSuccessSchema(cursorPageSchema(postCommentSchema)), ...errorResponses },
      },
    },
    async (request) =>
      ok('Comments', await socials.comments(await optionalViewer(request), request.params.id, request.query)),
  );

  app.post(
    '/socials/:id/comments',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Comment on a post',
        security,
        params: postIdParamsSchema,
        body: createCommentSchema,
        response: { 201: apiSuccessSchema(postCommentSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const comment = await socials.addComment(viewer(request), request.params.id, request.body.content);
      return reply.status(201).send(ok('Comment added', comment));
    },
  );

  app.delete(
    '/socials/:id/comments/:commentId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a comment (its author or an admin)',
        security,
        params: commentParamsSchema,
        response: done,
      },
    },
    async (request) => {
      await socials.removeComment(viewer(request), request.params.id, request.params.commentId);
      return ok('Comment deleted', null);
    },
  );
};
