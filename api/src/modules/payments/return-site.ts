// Where the payment provider sends the buyer back (docs/choices.md, "Tickets and payments").

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** A URL's origin ('http://localhost:8080'), or null for text that is not an http(s) URL. */
function originOf(text: string): string | null {
  const url = URL.parse(text);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : null;
}

/**
 * The site's own origins, each with the base URL a return link starts with: the public URL (PUBLIC_APP_URL, with
 * its path), the same server under its other loopback names when the public URL is a loopback one
 * (http://127.0.0.1:8080 for http://localhost:8080), and the CORS origins, which the configuration names as the
 * site's own. Answers, for the `Origin` a buyer's browser sent with create-order, the base URL to return to: that
 * origin when it is one of these, else the public URL. Never an origin only the request names: a return link to a
 * stranger's site would make the checkout an open redirect.
 */
export function createReturnSite(publicAppUrl: string, siteOrigins: readonly string[]): (origin?: string) => string {
  const base = publicAppUrl.replace(/\/+$/, '');
  const publicUrl = new URL(base);
  const path = base.slice(publicUrl.origin.length);
  const known = new Map<string, string>();
  for (const origin of siteOrigins) {
    const parsed = originOf(origin);
    if (parsed) known.set(parsed, parsed);
  }
  if (LOOPBACK_HOSTS.includes(publicUrl.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      const alias = new URL(publicUrl.origin);
      alias.hostname = host;
      known.set(alias.origin, `${alias.origin}${path}`);
    }
  }
  known.set(publicUrl.origin, base);

  return (origin) => {
    const parsed = origin === undefined ? null : originOf(origin);
    return (parsed && known.get(parsed)) ?? base;
  };
}
