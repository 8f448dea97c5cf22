import fs from 'node:fs';
import path from 'node:path';
import { MAX_POST_MEDIA, POST_CONTENT_MAX } from '@guildhall/contracts';
import { EMPTY_POST_MESSAGE } from '@guildhall/contracts/socials';
import { posts } from '../../../src/db/schema';
import { multipartForm, SAMPLE_FILES, type UploadPart } from '../../support/multipart';
import { send as sendRequest } from '../../support/send';
import { describeEachDatabase, get, post, signInNewAdmin, signInNewMember, testConfig } from '../../support/test-app';

const image = (filename = 'photo.png', content = SAMPLE_FILES.png): UploadPart => ({
  field: 'files',
  filename,
  content,
});

/** Every stored upload (not counting files still arriving). */
function storedFiles(): string[] {
  const dir = testConfig().uploads.dir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => !name.startsWith('.incoming') && fs.statSync(path.join(dir, name)).isFile());
}

describeEachDatabase('community feed', (context) => {
  let member: string;
  let otherMember: string;
  let admin: string;

  beforeAll(async () => {
    member = (await signInNewMember(context)).token;
    otherMember = (await signInNewMember(context)).token;
    admin = await signInNewAdmin(context);
  });

  beforeEach(async () => {
    await context.database.db.delete(posts);
  });

  const createPost = (token: string | undefined, fields: Record<string, string>, files: UploadPart[] = []) =>
    sendRequest(context.app, 'POST', '/api/socials/create', { form: multipartForm(fields, files), token });
  const send = (method: 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    sendRequest(context.app, method, url, { payload, token });
  const postBy = async (token: string, content: string) =>
    (await createPost(token, { content })).body.data.id as string;

  describe('POST /api/socials/create', () => {
    it('refuses guests', async () => {
      const { status, body } = await createPost(undefined, { content: 'Hello' });
      expect(status).toBe(401);
      expect(body.message).toBe('Please sign in to continue.');
    });

    it('saves a member post with its images in order, the author from the token (not the form)', async () => {
      const before = storedFiles().length;
      const { status, body } = await createPost(member, { content: '  Hello #guildhall  ', userId: 'someone-else' }, [
        image('a.png'),
        image('b.jpg', SAMPLE_FILES.jpeg),
      ]);
      expect(status).toBe(201);
      expect(body.data).toMatchObject({
        content: 'Hello #guildhall',
        author: { role: 'member', name: expect.stringMatching(/^Test Member/), avatarUrl: null },
        likes: 0,
        comments: 0,
        likedByMe: false,
        canDelete: true,
      });
      expect(body.data.media.map((item: { kind: string; contentType: string }) => item.contentType)).toEqual([
        'image/png',
        'image/jpeg',
      ]);
      expect(storedFiles().length).toBe(before + 2);
    });

    it('lets an admin post (with a video), shown with the admin role', async () => {
      const { status, body } = await createPost(admin, { content: '' }, [
        { field: 'files', filename: 'clip.mp4', content: SAMPLE_FILES.mp4 },
      ]);
      expect(status).toBe(201);
      expect(body.data.author).toMatchObject({ role: 'admin', name: 'Test Admin' });
      expect(body.data.media).toEqual([expect.objectContaining({ kind: 'video', contentType: 'video/mp4' })]);
    });

    it(`keeps the first ${MAX_POST_MEDIA} files and ignores the rest`, async () => {
      const files = Array.from({ length: MAX_POST_MEDIA + 2 }, (_, index) => image(`${index}.png`));
      const { status, body } = await createPost(member, { content: 'Many' }, files);
      expect(status).toBe(201);
      expect(body.data.media).toHaveLength(MAX_POST_MEDIA);
    });

    it('refuses an empty post, or one that is too long or has a file that is not media, and keeps no file', async () => {
      const before = storedFiles().length;
      expect((await createPost(member, { content: '   ' })).body.message).toBe(EMPTY_POST_MESSAGE);
      const tooLong = await createPost(member, { content: 'x'.repeat(POST_CONTENT_MAX + 1) }, [image()]);
      expect(tooLong).toMatchObject({
        status: 400,
        body: { message: `Content cannot exceed ${POST_CONTENT_MAX} characters` },
      });
      const html = await createPost(member, { content: 'x' }, [image(), image('page.png', SAMPLE_FILES.html)]);
      expect(html.status).toBe(400);
      expect(storedFiles().length).toBe(before);
      expect((await get(context.app, '/api/socials/getall')).body.data.items).toEqual([]);
    });

    it('refuses a JSON body', async () => {
      const { status, body } = await post(context.app, '/api/socials/create', { content: 'Hi' }, member);
      expect(status).toBe(400);
      expect(body.message).toBe('Send the form as multipart/form-data.');
    });
  });

  describe('GET /api/socials/getall', () => {
    it('answers guests newest first, page by page, with counts and nothing liked or deletable', async () => {
      for (const content of ['one', 'two', 'three']) await postBy(member, content);
      const first = await get(context.app, '/api/socials/getall?limit=2');
      expect(first.status).toBe(200);
      expect(first.body.data.items.map((item: { content: string }) => item.content)).toEqual(['three', 'two']);
      expect(first.body.data.items[0]).toMatchObject({ likedByMe: false, canDelete: false });
      const second = await get(context.app, `/api/socials/getall?limit=2&cursor=${first.body.data.nextCursor}`);
      expect(second.body.data).toMatchObject({
        items: [expect.objectContaining({ content: 'one' })],
        nextCursor: null,
      });
    });

    it('tells a member which posts they like and may delete; an admin may delete every post', async () => {
      const own = await postBy(member, 'mine');
      await postBy(otherMember, 'theirs');
      await send('PUT', `/api/socials/${own}/like`, member, { liked: true });
      const asMember = (await get(context.app, '/api/socials/getall', member)).body.data.items;
      expect(asMember).toEqual([
        expect.objectContaining({ content: 'theirs', likedByMe: false, canDelete: false }),
        expect.objectContaining({ content: 'mine', likedByMe: true, canDelete: true, likes: 1 }),
      ]);
      const asAdmin = (await get(context.app, '/api/socials/getall', admin)).body.data.items;
      expect(asAdmin.map((item: { canDelete: boolean }) => item.canDelete)).toEqual([true, true]);
    });

    it('refuses a forged cursor, a bad limit and a bad token', async () => {
      expect((await get(context.app, '/api/socials/getall?cursor=nonsense')).status).toBe(400);
      expect((await get(context.app, '/api/socials/getall?limit=500')).body.message).toBe('Limit must be at most 50');
      expect((await get(context.app, '/api/socials/getall', 'not-a-token')).status).toBe(401);
    });

    it('refuses a cursor dated after the year 9999 on the feed and the comments (400, not 500)', async () => {
      const id = await postBy(member, 'Far future');
      const cursorAt = (time: number) =>
        Buffer.from(`${time}:00000000-0000-4000-8000-000000000000`).toString('base64url');
      const year10000 = Date.UTC(10_000, 0, 1);
      for (const url of ['/api/socials/getall', `/api/socials/${id}/comments`]) {
        const refused = await get(context.app, `${url}?cursor=${cursorAt(year10000)}`);
        expect(refused).toEqual({
          status: 400,
          body: { success: false, message: 'Invalid cursor: pass the nextCursor of the previous page' },
        });
        expect((await get(context.app, `${url}?cursor=${cursorAt(year10000 - 1)}`)).status).toBe(200);
      }
    });
  });

  describe('PUT /api/socials/{id}/like', () => {
    it('keeps one like per account, set and cleared by each account', async () => {
      const id = await postBy(otherMember, 'Like me');
      expect((await send('PUT', `/api/socials/${id}/like`, undefined, { liked: true })).status).toBe(401);
      expect((await send('PUT', `/api/socials/${id}/like`, member, { liked: true })).body.data).toEqual({
        liked: true,
        likes: 1,
      });
      expect((await send('PUT', `/api/socials/${id}/like`, member, { liked: true })).body.data.likes).toBe(1);
      expect((await send('PUT', `/api/socials/${id}/like`, admin, { liked: true })).body.data.likes).toBe(2);
      expect((await send('PUT', `/api/socials/${id}/like`, member, { liked: false })).body.data).toEqual({
        liked: false,
        likes: 1,
      });
    });

    it('answers 404 for an unknown post and 400 for a bad id or body', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await send('PUT', `/api/socials/${unknown}/like`, member, { liked: true })).status).toBe(404);
      expect((await send('PUT', '/api/socials/nope/like', member, { liked: true })).body.message).toBe(
        'Invalid post id',
      );
      const id = await postBy(member, 'x');
      expect((await send('PUT', `/api/socials/${id}/like`, member, {})).body.message).toBe(
        'Liked must be true or false',
      );
    });
  });

  describe('comments', () => {
    it('are read by everyone oldest first and written by members and admins only', async () => {
      const id = await postBy(member, 'Talk to me');
      expect((await post(context.app, `/api/socials/${id}/comments`, { content: 'Hi' })).status).toBe(401);
      const first = await post(context.app, `/api/socials/${id}/comments`, { content: ' First! ' }, otherMember);
      expect(first.status).toBe(201);
      expect(first.body.data).toMatchObject({ content: 'First!', canDelete: true, author: { role: 'member' } });
      await post(context.app, `/api/socials/${id}/comments`, { content: 'From the admin' }, admin);
      const asGuest = await get(context.app, `/api/socials/${id}/comments`);
      expect(asGuest.body.data.items).toEqual([
        expect.objectContaining({ content: 'First!', canDelete: false }),
        expect.objectContaining({
          content: 'From the admin',
          canDelete: false,
          author: expect.objectContaining({ role: 'admin' }),
        }),
      ]);
      const paged = await get(context.app, `/api/socials/${id}/comments?limit=1`);
      const next = await get(context.app, `/api/socials/${id}/comments?limit=1&cursor=${paged.body.data.nextCursor}`);
      expect(next.body.data.items.map((item: { content: string }) => item.content)).toEqual(['From the admin']);
      expect((await get(context.app, '/api/socials/getall')).body.data.items[0].comments).toBe(2);
    });

    it('refuses a blank or unknown-post comment', async () => {
      const id = await postBy(member, 'x');
      expect((await post(context.app, `/api/socials/${id}/comments`, { content: '  ' }, member)).body.message).toBe(
        'Comment is required',
      );
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await post(context.app, `/api/socials/${unknown}/comments`, { content: 'Hi' }, member)).status).toBe(404);
      expect((await get(context.app, `/api/socials/${unknown}/comments`)).status).toBe(404);
    });

    it('are deleted by their author or an admin, nobody else', async () => {
      const id = await postBy(member, 'x');
      const comment = async (token: string) =>
        (await post(context.app, `/api/socials/${id}/comments`, { content: 'c' }, token)).body.data.id as string;
      const mine = await comment(member);
      const theirs = await comment(otherMember);
      const url = (commentId: string) => `/api/socials/${id}/comments/${commentId}`;
      expect((await send('DELETE', url(mine))).status).toBe(401);
      expect((await send('DELETE', url(mine), otherMember)).status).toBe(403);
      expect((await send('DELETE', url(mine), member)).body).toMatchObject({
        success: true,
        message: 'Comment deleted',
      });
      expect((await send('DELETE', url(theirs), admin)).status).toBe(200);
      expect((await send('DELETE', url(theirs), admin)).status).toBe(404);
    });
  });

  describe('DELETE /api/socials/{id}/delete', () => {
    it('lets the author delete a post with its media files, likes and comments', async () => {
      const before = storedFiles().length;
      const { body } = await createPost(member, { content: 'Short-lived' }, [image(), image()]);
      const id = body.data.id as string;
      await send('PUT', `/api/socials/${id}/like`, otherMember, { liked: true });
      await post(context.app, `/api/socials/${id}/comments`, { content: 'c' }, otherMember);
      expect((await send('DELETE', `/api/socials/${id}/delete`)).status).toBe(401);
      expect((await send('DELETE', `/api/socials/${id}/delete`, otherMember)).body.message).toBe(
        'You can only delete your own posts.',
      );
      expect((await send('DELETE', `/api/socials/${id}/delete`, member)).body.message).toBe('Post deleted');
      expect(storedFiles().length).toBe(before);
      expect((await get(context.app, '/api/socials/getall')).body.data.items).toEqual([]);
      expect((await send('DELETE', `/api/socials/${id}/delete`, member)).status).toBe(404);
    });

    it("lets an admin delete a member's post", async () => {
      const id = await postBy(otherMember, 'Against the rules');
      expect((await send('DELETE', `/api/socials/${id}/delete`, admin)).status).toBe(200);
    });
  });
});
