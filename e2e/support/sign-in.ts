import type { Page } from '@playwright/test';

export const DEMO_MEMBER = {
  email: 'member@guildhall.test',
  lpuId: '12345678',
  password: 'member-demo-123',
  name: 'Demo Member',
};
export const DEMO_ADMIN = { fullname: 'Club Admin', password: 'admin-demo-123', secret: 'guildhall-dev-secret' };

/** Fills and sends the login form of the open /auth page, then waits for the member dashboard. */
export async function submitMemberSignIn(page: Page, identifier: string = DEMO_MEMBER.email): Promise<void> {
  await page.getByLabel(/LPU ID or e-?mail/i).fill(identifier);
  await page.getByLabel(/^password/i).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.waitForURL('/member/dashboard');
}

export async function signInAsMember(page: Page, identifier: string = DEMO_MEMBER.email): Promise<void> {
  await page.goto('/auth');
  await submitMemberSignIn(page, identifier);
}

/** Fills and sends the admin login form of the open /admin/auth page, then waits for the admin dashboard. */
export async function submitAdminSignIn(page: Page): Promise<void> {
  await page.getByLabel('Full Name', { exact: true }).fill(DEMO_ADMIN.fullname);
  await page.getByLabel(/^password/i).fill(DEMO_ADMIN.password);
  await page.getByLabel('Secret Key', { exact: true }).fill(DEMO_ADMIN.secret);
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();
  await page.waitForURL('/admin/dashboard');
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/auth');
  await submitAdminSignIn(page);
}
