// Content-Security-Policy of the front end's pages (tokens live in localStorage, so script
// injection must be shut out). The shell's pages allow the remote origins (of each remoteEntry.js remotes.json names)
// for their scripts and fetches only; a remote's standalone page (its own index.html on its own origin) needs
// nothing but its own origin.

// Cashfree's checkout (cashfree-js): its script, the calls it makes, the frames and forms of its payment pages. Only
// allowed when the API is set up with Cashfree keys (the local sandbox is reached by a plain navigation).
const CASHFREE_SCRIPT = 'https://sdk.cashfree.com';
const CASHFREE_PAGES = [
  'https://sdk.cashfree.com',
  'https://api.cashfree.com',
  'https://sandbox.cashfree.com',
  'https://payments.cashfree.com',
  'https://payments-test.cashfree.com',
];

export function contentSecurityPolicy(
  remoteEntryUrls: readonly string[] = [],
  { cashfreeCheckout = false }: { cashfreeCheckout?: boolean } = {},
): string {
  const sources = ["'self'", ...new Set(remoteEntryUrls.map((url) => new URL(url).origin))];
  const cashfree = (extra: readonly string[]) => (cashfreeCheckout ? extra : []);
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': compiling WebAssembly (the door's QR decoder, zxing-wasm), not JavaScript's eval.
    `script-src ${[...sources, "'wasm-unsafe-eval'", ...cashfree([CASHFREE_SCRIPT])].join(' ')}`,
    `connect-src ${[...sources, ...cashfree(CASHFREE_PAGES)].join(' ')}`,
    ...(cashfreeCheckout ? [`frame-src 'self' ${CASHFREE_PAGES.join(' ')}`] : []),
    // MUI's emotion writes <style> tags at runtime.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `form-action ${["'self'", ...cashfree(CASHFREE_PAGES)].join(' ')}`,
  ].join('; ');
}
