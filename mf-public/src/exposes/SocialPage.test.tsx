import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminClaims, memberClaims, resetSession, signInAs } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { PLUS_N_SCRIM_OPACITY } from '../features/feed/components/MediaGrid';
import { aComment, aPost, isCall, ok, page, serve } from '../features/feed/test-support/fake-feed';
import { DEFAULT_AVATAR_URL } from '../shared/PersonAvatar';
import { failEveryCallOnTheNetwork, NETWORK_ERROR_TEXT } from '../test-support/failures';
import SocialPage from './SocialPage';

function renderFeed() {
  const user = userEvent.setup();
  renderAtRoute(<SocialPage />, '/social-page');
  return user;
}

beforeEach(resetSession);

describe('as a guest', () => {
  it('shows the title, the content tip, a spinner, then the posts read-only', async () => {
    serve((config) => (isCall(config, 'GET', '/api/socials/getall') ? page([aPost()]) : undefined));
    renderFeed();
    expect(screen.getByRole('heading', { name: 'Vibrant Community' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading posts' })).toBeInTheDocument();
    const tip = screen.getByRole('complementary', { name: 'Content tip' });
    expect(within(tip).getByText('#Guildhall')).toBeInTheDocument();

    const post = await screen.findByRole('article', { name: 'Post by Ishita Rao' });
    expect(within(post).getByText('5m ago')).toBeInTheDocument();
    expect(within(post).getByText('#BuildNight')).toBeInTheDocument();
    expect(within(post).getByRole('button', { name: '2 likes' })).toBeInTheDocument();
    expect(within(post).getByRole('button', { name: '1 comment' })).toBeInTheDocument();
    expect(within(post).queryByRole('button', { name: 'Post options' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Post' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to post' })).toHaveAttribute('href', '/auth');
  });

  it('sends a guest who likes a post to log in', async () => {
    const requests = serve((config) => (isCall(config, 'GET', '/api/socials/getall') ? page([aPost()]) : undefined));
    const user = renderFeed();
    await user.click(await screen.findByRole('button', { name: '2 likes' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
    expect(requests.filter((request) => request.method === 'put')).toHaveLength(0);
  });

  it("says 'No posts found. Be the first to share!' for an empty feed", async () => {
    serve(() => page([]));
    renderFeed();
    expect(await screen.findByText('No posts found. Be the first to share!')).toBeInTheDocument();
  });

  it('says when the feed cannot load, and retries', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls <= 3 ? { status: 500, data: { success: false, message: 'Database down' } } : page([aPost()]);
    });
    const user = renderFeed();
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Post by Ishita Rao' })).toBeInTheDocument();
  });

  it('loads the next page after the last post, with the cursor', async () => {
    const requests = serve((config) =>
      config.params?.cursor === 'after-1'
        ? page([aPost({ id: 'p-2', author: { id: 'm-3', role: 'member', name: 'Kabir Sandhu', avatarUrl: null } })])
        : page([aPost()], 'after-1'),
    );
    const user = renderFeed();
    await user.click(await screen.findByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('article', { name: 'Post by Kabir Sandhu' })).toBeInTheDocument();
    expect(requests.at(-1)?.params).toEqual({ cursor: 'after-1' });
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
  });

  it('shows at most four media with +N, which shows the rest', async () => {
    const media = Array.from({ length: 5 }, (_, index) => ({
      id: `m${index}`,
      kind: 'image' as const,
      url: `/uploads/image/${index}.png`,
      contentType: 'image/png',
    }));
    serve(() => page([aPost({ media })]));
    const user = renderFeed();
    const post = await screen.findByRole('article', { name: 'Post by Ishita Rao' });
    expect(within(post).getAllByRole('img')).toHaveLength(4);
    await user.click(within(post).getByRole('button', { name: 'Show 1 more' }));
    expect(within(post).getAllByRole('img')).toHaveLength(5);
    expect(within(post).getByAltText('Photo 5 of 5 shared by Ishita Rao')).toBeInTheDocument();
  });

  it('plays videos muted by default, with play/pause and mute toggles', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    serve(() =>
      page([aPost({ media: [{ id: 'v', kind: 'video', url: '/uploads/video/v.mp4', contentType: 'video/mp4' }] })]),
    );
    const user = renderFeed();
    const video = (await screen.findByLabelText('Video 1 of 1 shared by Ishita Rao')) as HTMLVideoElement;
    expect(video.muted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unmute video' }));
    expect(video.muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute video' })).toBeInTheDocument();
    play.mockRestore();
  });

  it('shows the admin badge and reads comments without the box to write one', async () => {
    serve((config) =>
      config.url === '/api/socials/p-1/comments'
        ? page([aComment()])
        : page([aPost({ author: { id: 'a-9', role: 'admin', name: 'Club Admin', avatarUrl: null } })]),
    );
    const user = renderFeed();
    const post = await screen.findByRole('article', { name: 'Post by Club Admin' });
    expect(within(post).getByText('Admin')).toBeInTheDocument();
    await user.click(within(post).getByRole('button', { name: '1 comment' }));
    expect(await within(post).findByText('Count me in')).toBeInTheDocument();
    expect(within(post).queryByLabelText('Write a comment')).not.toBeInTheDocument();
    expect(within(post).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('offers to scroll back to the top once scrolled over 200 px', async () => {
    serve(() => page([]));
    const user = renderFeed();
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    act(() => {
      window.scrollY = 201;
      fireEvent.scroll(window);
    });
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    act(() => {
      window.scrollY = 0;
      fireEvent.scroll(window);
    });
  });
});

describe('as a member', () => {
  beforeEach(() => signInAs(memberClaims));

  it('likes and unlikes a post on the server', async () => {
    const requests = serve((config) => {
      if (isCall(config, 'PUT', '/api/socials/p-1/like')) {
        const { liked } = JSON.parse(String(config.data));
        return ok({ liked, likes: liked ? 3 : 2 });
      }
      return page([aPost()]);
    });
    const user = renderFeed();
    await user.click(await screen.findByRole('button', { name: '2 likes' }));
    const liked = await screen.findByRole('button', { name: '3 likes' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    await user.click(liked);
    expect(await screen.findByRole('button', { name: '2 likes' })).toHaveAttribute('aria-pressed', 'false');
    const likes = requests
      .filter((request) => request.method === 'put')
      .map((request) => JSON.parse(String(request.data)));
    expect(likes).toEqual([{ liked: true }, { liked: false }]);
  });

  it('adds a comment and deletes their own', async () => {
    let comments = [aComment()];
    serve((config) => {
      if (isCall(config, 'POST', '/api/socials/p-1/comments')) {
        const { content } = JSON.parse(String(config.data));
        const added = aComment({
          id: 'c-2',
          content,
          author: { id: 'm-1', role: 'member', name: 'Asha Verma', avatarUrl: null },
          canDelete: true,
        });
        comments = [...comments, added];
        return ok(added, 201);
      }
      if (isCall(config, 'DELETE', '/api/socials/p-1/comments/c-2')) {
        comments = comments.filter((comment) => comment.id !== 'c-2');
        return ok(null);
      }
      if (isCall(config, 'GET', '/api/socials/p-1/comments')) return page(comments);
      return page([aPost()]);
    });
    const user = renderFeed();
    await user.click(await screen.findByRole('button', { name: '1 comment' }));
    await user.type(await screen.findByLabelText('Write a comment'), 'See you there');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    const mine = await screen.findByRole('article', { name: 'Comment by Asha Verma' });
    expect(within(mine).getByText('See you there')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 comments' })).toBeInTheDocument();
    expect(screen.getByLabelText('Write a comment')).toHaveValue('');
    expect(screen.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1);

    await user.click(within(mine).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Comment by Asha Verma' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: '1 comment' })).toBeInTheDocument();
  });

  it("shows the server's message when a comment is refused", async () => {
    serve((config) => {
      if (isCall(config, 'POST', '/api/socials/p-1/comments')) {
        return {
          status: 400,
          data: {
            success: false,
            message: 'Comment cannot exceed 500 characters',
            errors: [{ path: 'content', msg: 'Comment cannot exceed 500 characters' }],
          },
        };
      }
      return config.url?.endsWith('/comments') ? page([]) : page([aPost({ comments: 0 })]);
    });
    const user = renderFeed();
    await user.click(await screen.findByRole('button', { name: '0 comments' }));
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Write a comment'), 'x');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Comment cannot exceed 500 characters')).toBeInTheDocument();
  });

  it('deletes their own post from its menu, after confirming', async () => {
    let posts = [aPost({ canDelete: true })];
    const requests = serve((config) => {
      if (isCall(config, 'DELETE', '/api/socials/p-1/delete')) {
        posts = [];
        return ok(null);
      }
      return page(posts);
    });
    const user = renderFeed();
    const post = await screen.findByRole('article', { name: 'Post by Ishita Rao' });
    await user.click(await within(post).findByRole('button', { name: 'Post options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete post' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No posts found. Be the first to share!')).toBeInTheDocument();
    expect(requests.some((request) => isCall(request, 'DELETE', '/api/socials/p-1/delete'))).toBe(true);
  });
});

describe('Create Post', () => {
  beforeAll(() => {
    let next = 0;
    URL.createObjectURL = () => `blob:preview-${(next += 1)}`;
    URL.revokeObjectURL = () => undefined;
  });

  const file = (name: string, type = 'image/png') => new File(['x'], name, { type });

  it('is offered to admins too', async () => {
    signInAs(adminClaims);
    serve(() => page([]));
    renderFeed();
    expect(await screen.findByRole('button', { name: 'Create Post' })).toBeInTheDocument();
  });

  it('posts text and at most five files, reads Posting... meanwhile, then closes and reloads the feed', async () => {
    signInAs(memberClaims);
    let posts = [aPost()];
    let answer: (() => void) | undefined;
    const requests = serve((config) => {
      if (isCall(config, 'POST', '/api/socials/create')) {
        return new Promise((resolve) => {
          answer = () => {
            posts = [
              aPost({
                id: 'p-new',
                content: 'Hello club',
                author: { id: 'm-1', role: 'member', name: 'Asha Verma', avatarUrl: null },
              }),
              ...posts,
            ];
            resolve(ok(posts[0], 201));
          };
        }) as never;
      }
      return page(posts);
    });
    const user = renderFeed();
    await user.click(await screen.findByRole('button', { name: 'Create Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    const post = within(dialog).getByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Add Media (0/5)' })).toBeEnabled();

    const seven = ['1', '2', '3', '4', '5', '6', '7'].map((name) => file(`${name}.png`));
    await user.upload(screen.getByTestId('post-media-input'), seven);
    expect(within(dialog).getByRole('button', { name: 'Add Media (5/5)' })).toBeDisabled();
    expect(within(dialog).getAllByRole('img')).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: 'Remove 1.png' }));
    expect(within(dialog).getByRole('button', { name: 'Add Media (4/5)' })).toBeEnabled();
    expect(post).toBeEnabled();

    await user.type(within(dialog).getByLabelText("What's on your mind?"), 'Hello club');
    await user.click(post);
    expect(await within(dialog).findByRole('button', { name: 'Posting...' })).toBeDisabled();
    const sent = requests.find((request) => isCall(request, 'POST', '/api/socials/create'))!.data as FormData;
    expect(sent.get('content')).toBe('Hello club');
    expect((sent.getAll('files') as File[]).map((part) => part.name)).toEqual(['2.png', '3.png', '4.png', '5.png']);

    await act(async () => answer!());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Post by Asha Verma' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when posting fails, and Cancel empties it', async () => {
    signInAs(memberClaims);
    serve((config) =>
      isCall(config, 'POST', '/api/socials/create')
        ? { status: 413, data: { success: false, message: '"big.mp4" is too large: videos may be at most 50 MB.' } }
        : page([]),
    );
    const user = renderFeed();
    await user.click(await screen.findByRole('button', { name: 'Create Post' }));
    await user.upload(screen.getByTestId('post-media-input'), file('big.mp4', 'video/mp4'));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('"big.mp4" is too large: videos may be at most 50 MB.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByRole('button', { name: 'Add Media (0/5)' })).toBeInTheDocument();
  });
});

describe('honest states, pictures, times and media', () => {
  it('shows only the failure, with Retry, when a reload fails after the posts were shown', async () => {
    let fail = false;
    serve(() => (fail ? { status: 500, data: { success: false } } : page([aPost()])));
    const { queryClient } = renderAtRoute(<SocialPage />, '/social-page');
    await screen.findByRole('article', { name: 'Post by Ishita Rao' });

    fail = true;
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByText('Failed to load the feed')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Post by Ishita Rao' })).not.toBeInTheDocument();
    expect(screen.queryByText('No posts found. Be the first to share!')).not.toBeInTheDocument();
  });

  it("says the server can't be reached, not 'Network Error', when no answer came", async () => {
    failEveryCallOnTheNetwork();
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as jest.Mock;
    renderFeed();
    expect(await screen.findByText(NETWORK_ERROR_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps the posts when the next page fails, and retries that page', async () => {
    let failNext = true;
    serve((config) => {
      if (config.params?.cursor !== 'after-1') return page([aPost()], 'after-1');
      return failNext
        ? { status: 500, data: { success: false } }
        : page([aPost({ id: 'p-2', author: { id: 'm-3', role: 'member', name: 'Kabir Sandhu', avatarUrl: null } })]);
    });
    const user = renderFeed();
    await user.click(await screen.findByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByText('Failed to load more posts')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Post by Ishita Rao' })).toBeInTheDocument();

    failNext = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Post by Kabir Sandhu' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load more posts')).not.toBeInTheDocument();
  });

  it("says when a post's comments cannot load, with Retry, and never 'No comments yet.' then", async () => {
    let fail = true;
    serve((config) =>
      config.url === '/api/socials/p-1/comments'
        ? fail
          ? { status: 500, data: { success: false } }
          : page([aComment()])
        : page([aPost()]),
    );
    const user = renderFeed();
    const post = await screen.findByRole('article', { name: 'Post by Ishita Rao' });
    await user.click(within(post).getByRole('button', { name: '1 comment' }));
    expect(await within(post).findByText('Failed to load comments')).toBeInTheDocument();
    expect(within(post).queryByText('No comments yet.')).not.toBeInTheDocument();

    fail = false;
    await user.click(within(post).getByRole('button', { name: 'Retry' }));
    expect(await within(post).findByText('Count me in')).toBeInTheDocument();
  });

  it("draws an author without a picture with the default one, and dates old posts in the site's format", async () => {
    serve(() =>
      page([
        aPost({ createdAt: '2026-02-03T10:00:00.000Z' }),
        aPost({
          id: 'p-2',
          author: { id: 'm-3', role: 'member', name: 'Kabir Sandhu', avatarUrl: '/uploads/image/kabir.png' },
        }),
      ]),
    );
    renderFeed();
    const old = await screen.findByRole('article', { name: 'Post by Ishita Rao' });
    expect(within(old).getByTestId('person-avatar').querySelector('img')).toHaveAttribute('src', DEFAULT_AVATAR_URL);
    const time = within(old).getByText('3 Feb 2026');
    expect(time).toHaveAttribute('title', '3 Feb 2026, 3:30 pm');
    const other = screen.getByRole('article', { name: 'Post by Kabir Sandhu' });
    expect(within(other).getByTestId('person-avatar').querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/image/kabir.png',
    );
  });

  it('opens a video a tenth of a second in, its metadata only, so a frame shows instead of a black box', async () => {
    serve(() =>
      page([aPost({ media: [{ id: 'v', kind: 'video', url: '/uploads/video/v.mp4', contentType: 'video/mp4' }] })]),
    );
    renderFeed();
    const video = (await screen.findByLabelText('Video 1 of 1 shared by Ishita Rao')) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/uploads/video/v.mp4#t=0.1');
    expect(video).toHaveAttribute('preload', 'metadata');
  });

  it("puts '+N' on a dark scrim that keeps it readable over a white picture (WCAG AA)", async () => {
    const media = Array.from({ length: 6 }, (_, index) => ({
      id: `m${index}`,
      kind: 'image' as const,
      url: `/uploads/image/${index}.png`,
      contentType: 'image/png',
    }));
    serve(() => page([aPost({ media })]));
    renderFeed();
    const post = await screen.findByRole('article', { name: 'Post by Ishita Rao' });
    expect(within(post).getByRole('button', { name: 'Show 2 more' })).toContainElement(
      within(post).getByTestId('plus-n'),
    );
    expect(within(post).getByTestId('plus-n')).toHaveTextContent('+2');

    // White text on the scrim laid over pure white, the worst picture: WCAG's contrast ratio.
    const luminance = (channel: number) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const behind = 255 * (1 - PLUS_N_SCRIM_OPACITY);
    const ratio = 1.05 / (luminance(behind) + 0.05);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
