// Content-Security-Policy of the front end's pages (decisions.md 16: tokens live in localStorage, so script
// injection must be shut out). The shell's pages allow the remote origins for their scripts and manifests only; a
// remote's standalone page (its own index.html on its own origin) needs nothing but its own origin.

export function contentSecurityPolicy(remoteManifestUrls: readonly string[] = []): string {
  const sources = ["'self'", ...new Set(remoteManifestUrls.map((url) => new URL(url).origin))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources}`,
    `connect-src ${sources}`,
    // MUI's emotion writes <style> tags at runtime.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
