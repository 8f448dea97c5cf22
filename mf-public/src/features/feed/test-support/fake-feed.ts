import type { PostComment, SocialPost } from '@guildhall/contracts/socials';
import { installFakeServer, type FakeReply } from '@guildhall/shared-session/test-support';
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';

export const aPost = (overrides: Partial<SocialPost> = {}): SocialPost => ({
  id: 'p-1',
  content: 'Build Night was wild #BuildNight',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  author: { id: 'm-2', role: 'member', name: 'Ishita Rao', avatarUrl: null },
  media: [],
  likes: 2,
  comments: 1,
  likedByMe: false,
  canDelete: false,
  ...overrides,
});

export const aComment = (overrides: Partial<PostComment> = {}): PostComment => ({
  id: 'c-1',
  postId: 'p-1',
  content: 'Count me in',
  createdAt: new Date(Date.now() - 30_000).toISOString(),
  author: { id: 'a-9', role: 'admin', name: 'Club Admin', avatarUrl: null },
  canDelete: false,
  ...overrides,
});

export const ok = (data: unknown, status = 200): FakeReply => ({
  status,
  data: { success: true, message: 'ok', data },
});
export const page = <T>(items: T[], nextCursor: string | null = null) => ok({ items, nextCursor });

/** A fake API: `handler` answers what it knows, everything else is a 404. Returns the requests seen. */
export function serve(handler: (config: InternalAxiosRequestConfig) => FakeReply | undefined) {
  const answer = (config: InternalAxiosRequestConfig) =>
    handler(config) ?? { status: 404, data: { success: false, message: `No route ${config.url}` } };
  const requests = installFakeServer(answer);
  // A guest's feed is fetched without axios (list-posts.ts): seen as the same request, with its query as params.
  global.fetch = jest.fn(async (url: string) => {
    const address = new URL(url, 'http://localhost');
    const config = {
      method: 'get',
      url: address.pathname,
      params: Object.fromEntries(address.searchParams),
      headers: new AxiosHeaders(),
    } as InternalAxiosRequestConfig;
    requests.push(config);
    const { status, data } = await answer(config);
    return { ok: status < 400, status, json: async () => data } as Response;
  }) as jest.Mock;
  return requests;
}

export const isCall = (config: InternalAxiosRequestConfig, method: string, url: string) =>
  config.method?.toUpperCase() === method && config.url === url;
