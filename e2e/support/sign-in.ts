import type { Page } from 'playwright-core';
import { BASE_URL } from './ports';

export const DEMO_MEMBER = {
  email: 'member@guildhall.test',
  lpuId: '12345678',
  password: 'member-demo-123',
  name: 'Demo Member',
};
export const DEMO_ADMIN = { fullname: 'Club Admin', password: 'admin-demo-123', secret: 'guildhall-dev-secret' };

export async function signInAsMember(page: Page, identifier: string = DEMO_MEMBER.email): Promise<void> {
  await page.goto(`${BASE_URL}/auth`);
  await page.getByLabel(/LPU ID or e-?mail/i).fill(identifier);
  await page.getByLabel(/^password/i).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.waitForURL(`${BASE_URL}/member/dashboard`);
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto(`${BASE_URL}/admin/auth`);
  await page.getByLabel(/full ?name/i).fill(DEMO_ADMIN.fullname);
  await page.getByLabel(/^password/i).fill(DEMO_ADMIN.password);
  await page.getByLabel('Secret Key', { exact: true }).fill(DEMO_ADMIN.secret);
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();
  await page.waitForURL(`${BASE_URL}/admin/dashboard`);
}
