import { contentSecurityPolicy } from './content-security-policy';

it('allows scripts and fetches only from the own origin and each remote origin, once each', () => {
  const policy = contentSecurityPolicy([
    'http://localhost:8081/remoteEntry.js',
    'http://localhost:8081/other/remoteEntry.js',
    'https://cdn.example.org/admin/remoteEntry.js',
  ]);
  expect(policy).toContain("script-src 'self' http://localhost:8081 https://cdn.example.org 'wasm-unsafe-eval';");
  expect(policy).toContain("connect-src 'self' http://localhost:8081 https://cdn.example.org;");
  expect(policy).toContain("object-src 'none'");
  // WebAssembly may compile (the door's QR decoder); JavaScript's eval stays shut out.
  expect(policy).not.toContain("'unsafe-eval'");
});

it("gives a remote's standalone page its own origin only", () => {
  const policy = contentSecurityPolicy();
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
  expect(policy).toContain("connect-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
});

it('lets Cashfree’s checkout script, calls, frames and forms in only when the API uses Cashfree', () => {
  const policy = contentSecurityPolicy([], { cashfreeCheckout: true });
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' https://sdk.cashfree.com;");
  expect(policy).toContain('https://api.cashfree.com');
  expect(policy).toContain("frame-src 'self' https://sdk.cashfree.com");
  expect(policy).toContain("form-action 'self' https://sdk.cashfree.com");
  expect(contentSecurityPolicy()).not.toContain('cashfree');
});
