// The Content-Security-Policy of the shell's pages (decisions.md 16: tokens live in localStorage, so script
// injection must be shut out). Remote origins are allowed for their scripts and manifests only.

export function contentSecurityPolicy(remoteManifestUrls: readonly string[]): string {
  const remoteOrigins = [...new Set(remoteManifestUrls.map((url) => new URL(url).origin))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remoteOrigins}`,
    `connect-src 'self' ${remoteOrigins}`,
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
