// The community feed (/social-page) across the composition: the page is mf-public's, the session the shell's, the
// posts, likes and comments the API's (stored on the server), the media the uploads module's.
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { BASE_URL } from '../support/ports';
import { DEMO_MEMBER, signInAsAdmin, signInAsMember } from '../support/sign-in';

// Uploads and page loads on a busy 2-core machine take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });
const MEDIA = path.resolve(__dirname, '../../api/src/demo/media');

const postBy = (page: Page, name: string, text: string) =>
  page.getByRole('article', { name: `Post by ${name}` }).filter({ hasText: text });

async function deleteFromMenu(page: Page, post: ReturnType<typeof postBy>) {
  await post.hover();
  await post.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Delete post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  // While the dialog is open the page behind it is aria-hidden, so the post "disappears" before the server answers:
  // wait for the dialog to close (the delete succeeded) before checking the list.
  await expect(dialog).toHaveCount(0);
  await expect(post).toHaveCount(0);
}

test('a guest reads the demo feed: posts with photos and a video, counts, no way to write', async ({ page }) => {
  await page.goto('/social-page');
  await expect(page.getByRole('heading', { name: 'Vibrant Community' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show \d+ more$/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play video' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unmute video' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Post' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Post options' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A paused video shows a frame (it opens 0.1 s in), not a black box: the browser has decoded a picture.
  const video = page.locator('video').first();
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('src', /#t=0\.1$/);
  // It sought to 0.1 s and has that frame decoded (HAVE_CURRENT_DATA), which a paused video draws.
  await expect
    .poll(() =>
      video.evaluate((node: HTMLVideoElement) => node.readyState >= 2 && node.videoWidth > 0 && node.currentTime > 0),
    )
    .toBe(true);

  // '+N' sits on its own dark scrim, readable over any picture.
  const plusN = page.getByTestId('plus-n').first();
  const scrim = await plusN.evaluate((node) => getComputedStyle(node).backgroundColor);
  const [, , , , alpha] = scrim.match(/rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/)!.map(Number);
  expect(alpha).toBeGreaterThanOrEqual(0.7);
  expect(await plusN.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(255, 255, 255)');
});

test('a feed that cannot load shows only its failure with Retry; Retry brings the posts', async ({ page }) => {
  let fail = true;
  await page.route('**/api/socials/getall*', (route) =>
    fail ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  // A load of /social-page brings the feed's first page with it (docs/interfaces.md, "First paint"): arriving from
  // another page instead, the page asks the API itself.
  await page.goto('/home');
  // The app's own hero, not the static first paint (which is on screen before the router listens for navigation:
  // a popstate then is lost and the page stays /home).
  await page.locator('#root').getByRole('link', { name: 'Join Our Community' }).waitFor();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/social-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to load the feed' });
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No posts found. Be the first to share!')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(0);

  fail = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('the demo member posts two images, likes the post, comments on it and deletes it', async ({ page }) => {
  await signInAsMember(page, '/social-page');
  await page.getByRole('button', { name: 'Create Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  await expect(dialog.getByRole('button', { name: 'Post' })).toBeDisabled();
  const text = `Photos from the photo walk ${Date.now()} #PhotoWalk`;
  await dialog.getByLabel("What's on your mind?").fill(text);
  await dialog
    .getByTestId('post-media-input')
    .setInputFiles([path.join(MEDIA, 'photo-walk.jpg'), path.join(MEDIA, 'hackathon.jpg')]);
  await expect(dialog.getByRole('button', { name: 'Add Media (2/5)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog).toBeHidden();

  const post = postBy(page, DEMO_MEMBER.name, text);
  await expect(post).toBeVisible();
  await expect(post.getByText(/^\d+s ago$/)).toBeVisible();
  const images = post.getByRole('img');
  await expect(images).toHaveCount(2);
  await expect
    .poll(() => images.evaluateAll((nodes) => nodes.every((node) => (node as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);

  await post.getByRole('button', { name: '0 likes' }).click();
  await expect(post.getByRole('button', { name: '1 like' })).toHaveAttribute('aria-pressed', 'true');

  await post.getByRole('button', { name: '0 comments' }).click();
  await post.getByLabel('Write a comment').fill('The light at the gate was perfect.');
  await post.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(post.getByRole('article', { name: `Comment by ${DEMO_MEMBER.name}` })).toBeVisible();
  await expect(post.getByRole('button', { name: '1 comment' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Stored on the server: a reload shows the like and the comment.
  await page.reload();
  await expect(postBy(page, DEMO_MEMBER.name, text).getByRole('button', { name: '1 like' })).toBeVisible();
  await expect(postBy(page, DEMO_MEMBER.name, text).getByRole('button', { name: '1 comment' })).toBeVisible();

  await deleteFromMenu(page, postBy(page, DEMO_MEMBER.name, text));
  const feed = await fetch(`${BASE_URL}/api/socials/getall?limit=50`).then((response) => response.json());
  expect(feed.data.items.some((item: { content: string }) => item.content === text)).toBe(false);
});

test("an admin deletes a member's post", async ({ page }) => {
  const login = await fetch(`${BASE_URL}/api/members/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
  }).then((response) => response.json());
  const text = `Selling my old calculator ${Date.now()}`;
  const form = new FormData();
  form.append('content', text);
  const created = await fetch(`${BASE_URL}/api/socials/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${login.data.accessToken}` },
    body: form,
  });
  expect(created.status).toBe(201);

  await signInAsAdmin(page, '/social-page');
  await expect(page.getByRole('button', { name: 'Create Post' })).toBeVisible();
  await deleteFromMenu(page, postBy(page, DEMO_MEMBER.name, text));
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(postBy(page, DEMO_MEMBER.name, text)).toHaveCount(0);
});
