import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { members } from '../../../src/db/schema';
import { multipartForm, SAMPLE_FILES, type UploadPart } from '../../support/multipart';
import { send } from '../../support/send';
import {
  createMember,
  describeEachDatabase,
  get,
  loginMember,
  signInNewAdmin,
  testConfig,
  type TestContext,
} from '../../support/test-app';

const completeProfile = {
  fullname: 'Asha Verma',
  email: 'asha.verma@test.example',
  program: 'B.Tech CSE',
  year: 2,
  linkedIn: 'https://www.linkedin.com/in/asha',
  github: 'https://github.com/asha',
  bio: 'Builds robots.',
};

const put = (context: TestContext, payload: unknown, token?: string) =>
  send(context.app, 'PUT', '/api/members/me', { payload, token });

const uploadAvatar = (context: TestContext, token: string, files: UploadPart[]) =>
  send(context.app, 'POST', '/api/members/me/avatar', { form: multipartForm({}, files), token });

const uploadsDir = () => testConfig().uploads.dir;
const storedFile = (url: string) => path.join(uploadsDir(), url.replace(/^\/uploads\//, ''));

describeEachDatabase('the member’s own profile', (context) => {
  it('answers GET /api/members/me with the signed-in member’s profile only', async () => {
    const memberA = await createMember(context.database);
    const memberB = await createMember(context.database);
    const tokenA = (await loginMember(context.app, memberA)).accessToken;
    const tokenB = (await loginMember(context.app, memberB)).accessToken;

    const asA = await get(context.app, '/api/members/me', tokenA);
    const asB = await get(context.app, '/api/members/me', tokenB);

    expect(asA.status).toBe(200);
    expect(asA.body.data).toMatchObject({ id: memberA.id, LpuId: memberA.lpuId, email: memberA.email });
    expect(asB.body.data).toMatchObject({ id: memberB.id, LpuId: memberB.lpuId });
    expect(asA.body.data).not.toHaveProperty('passwordHash');
  });

  it('is described in the OpenAPI document', async () => {
    const { body } = await get(context.app, '/api/docs/json');
    expect(body.paths['/api/members/me'].put.requestBody).toBeDefined();
    expect(body.paths['/api/members/me'].get).toBeDefined();
    expect(body.paths['/api/members/me/password'].post.requestBody).toBeDefined();
    expect(body.paths['/api/members/me/pending-email'].delete.summary).toMatch(/^Cancel the change of e-mail address/);
    expect(body.paths['/api/members/forgot-lpu-id'].post.requestBody).toBeDefined();
    expect(body.paths['/api/members/confirm-email'].post.requestBody).toBeDefined();
    expect(body.paths['/api/members/me/avatar'].post).toBeDefined();
  });

  it('is for signed-in members only', async () => {
    const admin = await signInNewAdmin(context);

    expect((await get(context.app, '/api/members/me')).status).toBe(401);
    expect((await get(context.app, '/api/members/me', admin)).body).toEqual({
      success: false,
      message: 'Forbidden: this action is for members only.',
    });
    expect((await put(context, completeProfile, admin)).status).toBe(403);
  });

  it('updates every editable field, and only the signed-in member’s row (member A cannot change member B)', async () => {
    const memberA = await createMember(context.database);
    const memberB = await createMember(context.database);
    const tokenA = (await loginMember(context.app, memberA)).accessToken;
    const [rowBBefore] = await context.database.db.select().from(members).where(eq(members.id, memberB.id));

    const updated = await put(
      context,
      { ...completeProfile, email: '  Asha.Verma@TEST.example ', currentPassword: memberA.password },
      tokenA,
    );

    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true });
    // The new e-mail waits for its confirmation link (email-change.test.ts); every other field is saved.
    const { email, ...saved } = completeProfile;
    expect(updated.body.data).toMatchObject({
      ...saved,
      email: memberA.email,
      pendingEmail: email,
      id: memberA.id,
      LpuId: memberA.lpuId,
    });
    const [rowB] = await context.database.db.select().from(members).where(eq(members.id, memberB.id));
    expect(rowB).toEqual(rowBBefore);
    expect((await get(context.app, '/api/members/me', tokenA)).body.data).toMatchObject(saved);
  });

  it('adds https:// to a link given without it', async () => {
    const member = await createMember(context.database);
    const token = (await loginMember(context.app, member)).accessToken;
    const { status, body } = await put(
      context,
      { ...completeProfile, email: member.email, linkedIn: 'linkedin.com/in/asha', github: ' github.com/asha ' },
      token,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ linkedIn: 'https://linkedin.com/in/asha', github: 'https://github.com/asha' });
  });

  it('clears optional fields given as null or empty text', async () => {
    const member = await createMember(context.database);
    const token = (await loginMember(context.app, member)).accessToken;
    await put(context, { ...completeProfile, email: member.email }, token);

    const cleared = await put(
      context,
      {
        fullname: 'Asha',
        email: '',
        program: '  ',
        year: null,
        linkedIn: null,
        github: '',
        bio: '',
        currentPassword: member.password,
      },
      token,
    );

    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({
      fullname: 'Asha',
      email: null,
      program: null,
      year: null,
      linkedIn: null,
      github: null,
      bio: null,
    });
  });

  it.each([
    [{ fullname: '  ' }, 'fullname', 'Full name is required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email format'],
    [{ year: 5 }, 'year', 'Year must be 1st to 4th Year, or none'],
    [{ year: '2' }, 'year', 'Year must be 1st to 4th Year, or none'],
    [{ linkedIn: 'javascript:alert(1)' }, 'linkedIn', 'LinkedIn must be a web address, like linkedin.com/in/your-name'],
    [{ github: 'ftp://github.com/asha' }, 'github', 'GitHub must be a web address, like github.com/your-name'],
    [{ bio: 'x'.repeat(501) }, 'bio', 'Bio cannot exceed 500 characters'],
    [{ program: undefined }, 'program', 'Program is required'],
    [{ designation: 'CEO' }, '', 'Unknown field: designation'],
    [{ LpuId: '87654321' }, '', 'Unknown field: LpuId'],
    [{ status: 'active', department: 'HR' }, '', 'Unknown fields: status, department'],
  ])('refuses %j with 400 naming %s: "%s"', async (change, field, message) => {
    const member = await createMember(context.database);
    const token = (await loginMember(context.app, member)).accessToken;

    const { status, body } = await put(context, { ...completeProfile, email: null, ...change }, token);

    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message, errors: [{ path: field, msg: message }] });
  });

  it('replaces the avatar: the new image is stored and served, the old file removed, the next token carries it', async () => {
    const member = await createMember(context.database);
    const { accessToken, refreshToken } = await loginMember(context.app, member);

    const first = await uploadAvatar(context, accessToken, [
      { field: 'avatar', filename: 'me.png', content: SAMPLE_FILES.png },
    ]);
    const firstUrl: string = first.body.data.profilePicture.url;
    const second = await uploadAvatar(context, accessToken, [
      { field: 'avatar', filename: 'me.jpg', content: SAMPLE_FILES.jpeg, contentType: 'image/png' },
    ]);
    const secondUrl: string = second.body.data.profilePicture.url;

    expect(first).toMatchObject({ status: 200, body: { message: 'Profile picture updated successfully!' } });
    expect(firstUrl).toMatch(/^\/uploads\/image\/[0-9a-f]{32}\.png$/);
    expect(secondUrl).toMatch(/\.jpg$/);
    expect(fs.existsSync(storedFile(firstUrl))).toBe(false);
    expect(fs.existsSync(storedFile(secondUrl))).toBe(true);
    expect((await context.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);
    // A refresh issues an access token whose picture is the new one (the navbar reads it).
    const refreshed = await context.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    const claims = JSON.parse(Buffer.from(refreshed.json().data.accessToken.split('.')[1], 'base64url').toString());
    expect(claims.profilePicture).toBe(secondUrl);
  });

  it('refuses anything but an image, and a missing file, keeping the current picture', async () => {
    const member = await createMember(context.database);
    const token = (await loginMember(context.app, member)).accessToken;
    const kept = await uploadAvatar(context, token, [
      { field: 'avatar', filename: 'a.png', content: SAMPLE_FILES.png },
    ]);

    const html = await uploadAvatar(context, token, [
      { field: 'avatar', filename: 'evil.png', content: SAMPLE_FILES.html, contentType: 'image/png' },
    ]);
    const video = await uploadAvatar(context, token, [
      { field: 'avatar', filename: 'v.mp4', content: SAMPLE_FILES.mp4 },
    ]);
    const none = await uploadAvatar(context, token, []);

    expect(html.status).toBe(400);
    expect(html.body.message).toBe(
      '"evil.png" cannot be uploaded: only images (JPEG, PNG, GIF, WebP, AVIF) are accepted.',
    );
    expect(video.status).toBe(400);
    expect(none).toEqual({ status: 400, body: { success: false, message: 'Choose an image to upload.' } });
    const me = await get(context.app, '/api/members/me', token);
    expect(me.body.data.profilePicture).toEqual(kept.body.data.profilePicture);
    expect(fs.existsSync(storedFile(kept.body.data.profilePicture.url))).toBe(true);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const member = await createMember(context.database);
    const token = (await loginMember(context.app, member)).accessToken;
    const big = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(5 * 1024 * 1024)]);

    const tooLarge = await uploadAvatar(context, token, [{ field: 'avatar', filename: 'big.png', content: big }]);

    expect(tooLarge.status).toBe(413);
    expect((await get(context.app, '/api/members/me', token)).body.data.profilePicture).toBeNull();
  });
});
