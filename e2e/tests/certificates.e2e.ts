// After the night: the door's record becomes attendance certificates. The admin previews one, issues them from the
// Tickets tab, the PDF downloaded holds the attendee's name and the event as real text, its e-mail links to the
// public page that says 'Genuine', and after a revoke the same page says 'Revoked'.
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  CERTIFICATE_DESK_TEXT,
  CERTIFICATE_PAGE_TEXT,
  certificatePagePath,
  certificatePdfPath,
} from '@guildhall/contracts/certificate-text';
import { clubDay } from '@guildhall/contracts/dates';
import { checkLayout } from '../support/layout';
import { mailFileFor, readMail } from '../support/mail';
import { readPdf } from '../support/pdf';
import { BASE_URL } from '../support/ports';
import { adminTokens } from '../support/route-budgets';
import { storeAdminSession } from '../support/sign-in';
import { openTicketsTab } from '../support/ticket-desk';

// A sign-in, the Tickets tab, a PDF rendered twice and the layout checks at two widths.
test.describe.configure({ timeout: 180_000 });

/** Today's event with one ticket admitted at the door, then marked completed: its certificates can be issued. */
async function attendedEvent(request: APIRequestContext) {
  const { accessToken } = await adminTokens(BASE_URL);
  const headers = { authorization: `Bearer ${accessToken}` };
  const title = `Certificate Night ${String(Date.now()).slice(-6)}`;
  const fields = { title, date: clubDay(), time: '00:00', venue: 'Block 34 Auditorium', ticketPrice: 0 };
  const created = await request.post('/api/events/create', { headers, data: fields });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as string;
  const attendee = {
    fullName: 'Kavya Raman',
    email: `e2e-certificate-${Date.now()}@example.org`,
    lpuId: String(60_000_000 + Math.floor(Math.random() * 9_000_000)),
    phone: '9876543210',
  };
  const ticket = await request.post('/api/tickets/create', {
    headers,
    data: { ...attendee, eventId: id, eventName: title, hosteler: false },
  });
  expect(ticket.status()).toBe(201);
  const ticketId = (await ticket.json()).data.id as string;
  const admitted = await request.post(`/api/check-in/events/${id}/redeem`, { headers, data: { ticketId } });
  expect((await admitted.json()).data.result).toBe('admitted');
  const completed = await request.put(`/api/events/${id}/update`, {
    headers,
    data: { ...fields, status: 'completed' },
  });
  expect(completed.status()).toBe(200);
  return { id, title, attendee };
}

test('after the night: preview one, issue from the door’s record, the PDF’s text, genuine then revoked', async ({
  page,
  request,
}) => {
  const event = await attendedEvent(request);
  await storeAdminSession(page);
  await openTicketsTab(page, event.title);
  const section = page.getByRole('region', { name: CERTIFICATE_DESK_TEXT.title });
  await expect(section).toContainText(CERTIFICATE_DESK_TEXT.counts(1, 0, 1));

  // The preview is a sample for the first attendee, shown in a tab of its own and not issued.
  const preview = page.waitForResponse((response) => response.url().endsWith('/certificates/preview'));
  const tab = page.context().waitForEvent('page');
  await section.getByRole('button', { name: CERTIFICATE_DESK_TEXT.preview }).click();
  expect(readPdf(await (await preview).body()).text).toContain(event.attendee.fullName);
  expect((await tab).url()).toMatch(/^blob:/);
  await (await tab).close();
  await expect(section).toContainText(CERTIFICATE_DESK_TEXT.counts(1, 0, 1));

  await section.getByRole('button', { name: CERTIFICATE_DESK_TEXT.issue(1) }).click();
  const confirm = page.getByRole('dialog', { name: CERTIFICATE_DESK_TEXT.issueTitle });
  await confirm.getByRole('button', { name: CERTIFICATE_DESK_TEXT.issue(1) }).click();
  await expect(page.getByText('1 certificate issued and e-mailed.')).toBeVisible();
  await expect(section).toContainText(CERTIFICATE_DESK_TEXT.counts(1, 1, 0));
  await checkLayout(page, 'certificate-desk', 'Admin dashboard · Guildhall');

  // The PDF as the attendee gets it, a download: real text, not an image, and a QR code of its public page.
  const href = await section
    .getByRole('link', { name: new RegExp(`^${CERTIFICATE_DESK_TEXT.pdf}`) })
    .getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename="certificate-GH-/);
  const { text, qrCodes } = readPdf(await pdf.body());
  for (const printed of [event.attendee.fullName, event.title, 'Block 34 Auditorium']) expect(text).toContain(printed);
  const code = text.match(/GH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/)?.[0];
  expect(href).toBe(certificatePdfPath(code!));
  expect(qrCodes).toEqual([`${BASE_URL}${certificatePagePath(code!)}`]);

  // Its e-mail leads to the public page.
  const link = certificatePagePath(code!);
  await expect
    .poll(
      () => {
        const file = mailFileFor(event.attendee.email);
        return file !== null && readMail(file).includes(link);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: CERTIFICATE_PAGE_TEXT.genuine })).toBeVisible();
  await expect(page.getByText(CERTIFICATE_PAGE_TEXT.genuineBody(event.attendee.fullName, event.title))).toBeVisible();
  await checkLayout(page, 'certificate-genuine', 'Certificate check · Guildhall');

  await openTicketsTab(page, event.title);
  await section
    .getByRole('button', { name: new RegExp(`^${CERTIFICATE_DESK_TEXT.revoke}`) })
    .first()
    .click();
  const revoke = page.getByRole('dialog', { name: CERTIFICATE_DESK_TEXT.revokeTitle });
  await revoke.getByLabel(CERTIFICATE_DESK_TEXT.revokeReason).fill('Issued to the wrong person');
  await revoke.getByRole('button', { name: CERTIFICATE_DESK_TEXT.revoke }).click();
  await expect(section).toContainText(CERTIFICATE_DESK_TEXT.stateRevoked);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: CERTIFICATE_PAGE_TEXT.revoked })).toBeVisible();
  await page.goto('/certificates/GH-0000-0000-0000');
  await expect(page.getByRole('heading', { level: 1, name: CERTIFICATE_PAGE_TEXT.unknown })).toBeVisible();
  await checkLayout(page, 'certificate-unknown', 'Certificate check · Guildhall');
});
