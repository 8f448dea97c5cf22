// First-load cost of each entry route in Chromium against the composed production build: JavaScript requests,
// bytes as served (compressed) and uncompressed, and time until the page's main control is visible.
import { chromium, type Browser, type Page } from 'playwright-core';
import { startComposition } from '../scripts/lib/composition';

const PORTS = {
  SHELL_PORT: 19080,
  MF_PUBLIC_PORT: 19081,
  MF_MEMBER_PORT: 19082,
  MF_ADMIN_PORT: 19083,
  MF_TICKETS_PORT: 19084,
};
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Scenario {
  name: string;
  path: string;
  /** Visible when the page is usable. */
  ready: (page: Page) => Promise<void>;
  signIn?: 'admin';
}

const SCENARIOS: Scenario[] = [
  { name: 'landing /', path: '/', ready: (page) => page.getByRole('button', { name: 'Join Our Community' }).waitFor() },
  {
    name: 'sign-in /auth',
    path: '/auth',
    ready: (page) => page.getByRole('button', { name: 'Login', exact: true }).waitFor(),
  },
  {
    name: 'admin sign-in /admin/auth',
    path: '/admin/auth',
    ready: (page) => page.getByRole('button', { name: 'Login to Dashboard' }).waitFor(),
  },
  {
    name: 'admin dashboard',
    path: '/admin/dashboard',
    signIn: 'admin',
    ready: (page) =>
      page
        .getByRole('button', { name: /log out/i })
        .first()
        .waitFor(),
  },
];

interface Sample {
  requests: number;
  servedBytes: number;
  rawBytes: number;
  readyMs: number;
}

async function adminTokens(baseUrl: string): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullname: 'Club Admin', password: 'admin-demo-123', secret: 'guildhall-dev-secret' }),
  });
  if (!response.ok) throw new Error(`admin login failed: ${response.status}`);
  return ((await response.json()) as { data: { accessToken: string; refreshToken: string } }).data;
}

async function measure(browser: Browser, baseUrl: string, scenario: Scenario): Promise<Sample> {
  const context = await browser.newContext(); // cold cache every run
  if (scenario.signIn) {
    const tokens = await adminTokens(baseUrl);
    await context.addInitScript((pair) => {
      localStorage.setItem('accessToken', pair.accessToken);
      localStorage.setItem('refreshToken', pair.refreshToken);
    }, tokens);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Set<string>();
  let servedBytes = 0;
  let rawBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.dataReceived', (event) => {
    if (scripts.has(event.requestId)) rawBytes += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) servedBytes += event.encodedDataLength;
  });

  const started = Date.now();
  await page.goto(`${baseUrl}${scenario.path}`);
  await scenario.ready(page);
  const readyMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  return { requests: scripts.size, servedBytes, rawBytes, readyMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kib = (bytes: number) => (bytes / 1024).toFixed(0);

export async function benchFirstLoad(): Promise<void> {
  const composition = await startComposition(PORTS, 'bench-app');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const results: { scenario: Scenario; sample: Sample }[] = [];
    for (const scenario of SCENARIOS) {
      await measure(browser, composition.baseUrl, scenario); // warm-up: server caches, not the browser's
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run += 1) samples.push(await measure(browser, composition.baseUrl, scenario));
      results.push({
        scenario,
        sample: {
          requests: median(samples.map((s) => s.requests)),
          servedBytes: median(samples.map((s) => s.servedBytes)),
          rawBytes: median(samples.map((s) => s.rawBytes)),
          readyMs: median(samples.map((s) => s.readyMs)),
        },
      });
    }
    console.log(`\nFirst load, cold browser cache, median of ${RUNS} runs (JS only)`);
    console.log('route                         JS requests  served KiB  uncompressed KiB  usable after ms');
    for (const { scenario, sample } of results) {
      console.log(
        `${scenario.name.padEnd(30)}${String(sample.requests).padStart(11)}${kib(sample.servedBytes).padStart(12)}${kib(sample.rawBytes).padStart(18)}${String(sample.readyMs).padStart(17)}`,
      );
    }
    const landing = results[0]!.sample;
    const admin = results[results.length - 1]!.sample;
    console.log(
      `ratio admin dashboard / landing: ${(admin.servedBytes / landing.servedBytes).toFixed(2)}x served bytes, ${(admin.requests / landing.requests).toFixed(2)}x requests`,
    );
    console.log(`compression on the landing page: ${(landing.rawBytes / landing.servedBytes).toFixed(2)}x`);
  } finally {
    await browser.close();
    await composition.stop();
  }
}
