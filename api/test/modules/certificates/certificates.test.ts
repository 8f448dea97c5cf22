// Attendance certificates (docs/choices.md, "Attendance certificates"): issued once the event is over to the tickets
// admitted at the door, each e-mailed once with its PDF (real text, the QR of its public page), checked by code,
// re-issued and revoked by the desk, listed for the member of the LPU ID.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  CERTIFICATE_CODE_PATTERN,
  CERTIFICATE_MESSAGES,
  certificatePagePath,
  certificatePdfPath,
  certificateReissuePath,
  certificateRevokePath,
  certificateVerdictPath,
  eventCertificatePreviewPath,
  eventCertificatesPath,
  attendeeCertificatePath,
  MY_CERTIFICATES_PATH,
  type CertificateDesk,
  type CertificateIssueResult,
  type CertificateVerdict,
  type DeskCertificate,
  type MemberCertificate,
} from '@guildhall/contracts/certificates';
import { CLUB_CONTACT } from '@guildhall/contracts/club';
import { clubDay, clubWallClock } from '@guildhall/contracts/dates';
import { activityLog, certificates, events, mailOutbox, tickets, type MailAttachment } from '../../../src/db/schema';
import { CERTIFICATE_MAIL } from '../../../src/modules/certificates/email';
import { eventDay } from '../../../src/modules/certificates/pdf';
import { inspectPdf } from '../../support/pdf';
import { insertEvent } from '../../support/payments';
import { send } from '../../support/send';
import { describeEachDatabase, signInNewAdmin, signInNewMember, testConfig } from '../../support/test-app';

jest.setTimeout(120_000);

const DAY_MS = 86_400_000;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const { publicAppUrl } = testConfig();

describeEachDatabase('attendance certificates', (context) => {
  let admin: string;
  beforeAll(async () => {
    admin = await signInNewAdmin(context);
  });

  let sequence = 0;
  /** An event that started two days ago (over), unless told otherwise. */
  const pastEvent = (fields: Parameters<typeof insertEvent>[1] = {}) => {
    sequence += 1;
    return insertEvent(context.database, {
      title: `Quiz Night ${sequence}`,
      venue: 'Block 34 Seminar Hall',
      date: clubDay(new Date(Date.now() - 2 * DAY_MS)),
      time: '18:00',
      ...fields,
    });
  };
  /** A ticket of the event, admitted at the door unless told otherwise. */
  const ticket = async (
    eventId: string,
    fullName: string,
    { isUsed = true, isCancelled = false, lpuId }: { isUsed?: boolean; isCancelled?: boolean; lpuId?: string } = {},
  ) => {
    sequence += 1;
    const [row] = await context.database.db
      .insert(tickets)
      .values({
        code: `TKT-C${String(sequence).padStart(7, '0')}`,
        eventId,
        fullName,
        email: `attendee${sequence}@example.org`,
        lpuId: lpuId ?? String(64_000_000 + sequence),
        qrSecret: randomBytes(32).toString('base64url'),
        isUsed,
        usedAt: isUsed ? new Date() : null,
        isCancelled,
      })
      .returning();
    return row!;
  };

  const issue = (eventId: string, token: string | undefined) =>
    send(context.app, 'POST', eventCertificatesPath(eventId), { token });
  const issued = async (eventId: string) => {
    const answer = await issue(eventId, admin);
    expect(answer.status).toBe(200);
    return answer.body as { message: string; data: CertificateIssueResult };
  };
  const desk = async (eventId: string) => {
    const answer = await send(context.app, 'GET', eventCertificatesPath(eventId), { token: admin });
    expect(answer.status).toBe(200);
    return answer.body.data as CertificateDesk;
  };
  const verdict = (code: string) => send(context.app, 'GET', certificateVerdictPath(code));
  const getPdf = (url: string, token?: string) =>
    context.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const eventRow = async (eventId: string) =>
    (await context.database.db.select().from(events).where(eq(events.id, eventId)))[0]!;
  const certificateMails = () =>
    context.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, CERTIFICATE_MAIL));
  /** The certificate e-mails queued since `before` (mailsBefore's answer). */
  const mailsSince = async (before: Set<string>) => (await certificateMails()).filter((mail) => !before.has(mail.id));
  const mailsBefore = async () => new Set((await certificateMails()).map((mail) => mail.id));
  const certificatesOf = (eventId: string) =>
    context.database.db.select().from(certificates).where(eq(certificates.eventId, eventId));
  const pdfOf = (attachments: MailAttachment[]) => {
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    return Buffer.from(attachments[0]!.contentBase64, 'base64');
  };

  it('refuses to issue before the event is over; a completed event may issue at once', async () => {
    // Started an hour ago: its night (the start plus 3 hours) is not over yet.
    const tonight = await pastEvent(clubWallClock(new Date(Date.now() - 3_600_000)));
    await ticket(tonight, 'Early Leaver');
    const refused = await issue(tonight, admin);
    expect(refused).toMatchObject({ status: 409, body: { message: CERTIFICATE_MESSAGES.notYet } });
    expect((await getPdf(eventCertificatePreviewPath(tonight), admin)).statusCode).toBe(409);
    expect(await desk(tonight)).toMatchObject({ issuable: false, admitted: 1, toIssue: 1, issued: 0 });
    expect(await certificatesOf(tonight)).toHaveLength(0);

    const completed = await pastEvent({ date: clubDay(new Date(Date.now() + 5 * DAY_MS)), status: 'completed' });
    await ticket(completed, 'Punctual Person');
    expect(await desk(completed)).toMatchObject({ issuable: true });
    expect((await issued(completed)).data.issued).toBe(1);
  });

  it('issues one certificate to each admitted, not cancelled ticket, e-mailed once with its PDF', async () => {
    const eventId = await pastEvent();
    const asha = await ticket(eventId, 'Asha Verma');
    const bina = await ticket(eventId, 'Bina Rao');
    await ticket(eventId, 'Never Came', { isUsed: false });
    await ticket(eventId, 'Cancelled After Entry', { isCancelled: true });
    const before = await mailsBefore();

    const answer = await issued(eventId);
    expect(answer).toMatchObject({
      message: CERTIFICATE_MESSAGES.issued(2, 0),
      data: { issued: 2, alreadyIssued: 0, unprintable: [] },
    });
    const rows = await certificatesOf(eventId);
    expect(rows.map((row) => row.ticketId).sort()).toEqual([asha.id, bina.id].sort());
    for (const row of rows) expect(row.code).toMatch(CERTIFICATE_CODE_PATTERN);

    const mails = await mailsSince(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([asha.email, bina.email].sort());
    const ashaRow = rows.find((row) => row.ticketId === asha.id)!;
    const ashaMail = mails.find((mail) => mail.to === asha.email)!;
    const pageUrl = `${publicAppUrl}${certificatePagePath(ashaRow.code)}`;
    expect(ashaMail).toMatchObject({
      reference: ashaRow.id,
      subject: `Your certificate of attendance: ${(await eventRow(eventId)).title}`,
    });
    expect(ashaMail.text).toContain(pageUrl);
    expect(ashaMail.html).toContain(pageUrl);

    // The attached PDF: real text, the QR code of the public page, a link on it, the club as its author.
    const pdf = pdfOf(ashaMail.attachments);
    expect(pdf.length).toBeLessThan(200 * 1024);
    const event = await eventRow(eventId);
    const { title } = event;
    const read = inspectPdf(pdf);
    const { text, links, qrCodes } = read.pages[0]!;
    for (const expected of [
      CLUB_CONTACT.name,
      'Certificate of Attendance',
      'Asha Verma',
      title,
      eventDay(event),
      'Block 34 Seminar Hall',
      ashaRow.code,
      pageUrl,
    ])
      expect(text).toContain(expected);
    expect(qrCodes).toEqual([pageUrl]);
    expect(links).toContain(pageUrl);
    expect(read.info).toMatchObject({ Author: CLUB_CONTACT.name, Title: expect.stringContaining('Asha Verma') });

    // The desk's view, and the activity log.
    expect(await desk(eventId)).toMatchObject({ issuable: true, admitted: 2, issued: 2, revoked: 0, toIssue: 0 });
    const logged = await context.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.kind, 'certificates.issued'), eq(activityLog.target, title)));
    expect(logged).toHaveLength(1);

    // Issued again: nobody gets a second one, nor a second e-mail.
    const again = await issued(eventId);
    expect(again).toMatchObject({
      message: CERTIFICATE_MESSAGES.issued(0, 2),
      data: { issued: 0, alreadyIssued: 2 },
    });
    expect(await certificatesOf(eventId)).toHaveLength(2);
    expect(await mailsSince(before)).toHaveLength(2);
  });

  it('issues each attendee one certificate and one e-mail when two issues run at once', async () => {
    const eventId = await pastEvent();
    const attendees = await Promise.all(['Chen', 'Dev', 'Esha', 'Farid'].map((name) => ticket(eventId, name)));
    const before = await mailsBefore();

    const answers = await Promise.all([issue(eventId, admin), issue(eventId, admin)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const results = answers.map((answer) => answer.body.data as CertificateIssueResult);
    expect(results[0]!.issued + results[1]!.issued).toBe(attendees.length);
    for (const result of results) expect(result.issued + result.alreadyIssued).toBe(attendees.length);
    const rows = await certificatesOf(eventId);
    expect(rows.map((row) => row.ticketId).sort()).toEqual(attendees.map((one) => one.id).sort());
    const mails = await mailsSince(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual(attendees.map((one) => one.email).sort());
  });

  it('prints a Devanagari name; a Tamil or Chinese one is listed and issued one by one under a corrected name', async () => {
    const eventId = await pastEvent();
    const sunita = await ticket(eventId, 'सुनीता राव');
    const tamil = await ticket(eventId, 'தமிழ் Selvan');
    const chinese = await ticket(eventId, '李小龍');
    const absent = await ticket(eventId, 'Stayed Home', { isUsed: false });

    const result = await issued(eventId);
    expect(result.data).toMatchObject({ issued: 1, alreadyIssued: 0 });
    // By name, in the database's collation: compared as a set.
    expect(result.data.unprintable).toHaveLength(2);
    expect(result.data.unprintable).toEqual(
      expect.arrayContaining([
        { ticketId: tamil.id, ticketCode: tamil.code, fullName: 'தமிழ் Selvan', characters: 'தமிழ்' },
        { ticketId: chinese.id, ticketCode: chinese.code, fullName: '李小龍', characters: '李小龍' },
      ]),
    );
    const [sunitaRow] = await certificatesOf(eventId);
    expect(sunitaRow).toMatchObject({ ticketId: sunita.id, fullName: 'सुनीता राव' });
    const sunitaPdf = await getPdf(certificatePdfPath(sunitaRow!.code));
    expect(inspectPdf(sunitaPdf.rawPayload).pages[0]!.text).toContain('सुनीता राव');
    expect(await desk(eventId)).toMatchObject({ admitted: 3, issued: 1, toIssue: 0 });

    const issueOne = (ticketId: string, fullName: string) =>
      send(context.app, 'POST', attendeeCertificatePath(eventId, ticketId), { token: admin, payload: { fullName } });
    expect(await issueOne(tamil.id, 'தமிழ் Selvan')).toMatchObject({
      status: 409,
      body: {
        message: CERTIFICATE_MESSAGES.unprintable('தமிழ்'),
        errors: [{ path: 'fullName', msg: CERTIFICATE_MESSAGES.unprintable('தமிழ்') }],
      },
    });
    const corrected = await issueOne(tamil.id, 'Tamil Selvan');
    expect(corrected).toMatchObject({ status: 200, body: { message: CERTIFICATE_MESSAGES.issuedOne } });
    const tamilCertificate = corrected.body.data as DeskCertificate;
    expect(tamilCertificate).toMatchObject({ ticketId: tamil.id, fullName: 'Tamil Selvan', state: 'valid' });
    const [tamilMail] = (await certificateMails()).filter((mail) => mail.to === tamil.email);
    expect(inspectPdf(pdfOf(tamilMail!.attachments)).pages[0]!.text).toContain('Tamil Selvan');

    expect(await issueOne(tamil.id, 'Tamil Selvan Again')).toMatchObject({
      status: 409,
      body: { message: CERTIFICATE_MESSAGES.alreadyIssued },
    });
    expect(await issueOne(absent.id, 'Stayed Home')).toMatchObject({
      status: 409,
      body: { message: CERTIFICATE_MESSAGES.notAdmitted },
    });
    expect((await issueOne(MISSING_ID, 'Nobody')).status).toBe(404);
    const view = await desk(eventId);
    expect(view.unprintable.map((one) => one.ticketId)).toEqual([chinese.id]);
    expect(view).toMatchObject({ issued: 2, toIssue: 0 });
  });

  it('re-issues under a corrected name: the old code reads revoked and replaced, the new one genuine, e-mailed', async () => {
    const eventId = await pastEvent();
    const holder = await ticket(eventId, 'Gita Sharmaa');
    await issued(eventId);
    const [old] = await certificatesOf(eventId);
    const before = await mailsBefore();

    const answer = await send(context.app, 'POST', certificateReissuePath(old!.code.toLowerCase()), {
      token: admin,
      payload: { fullName: 'Gita Sharma' },
    });
    expect(answer).toMatchObject({ status: 200, body: { message: CERTIFICATE_MESSAGES.reissued } });
    const renewed = answer.body.data as DeskCertificate;
    expect(renewed).toMatchObject({ ticketId: holder.id, fullName: 'Gita Sharma', state: 'valid' });
    expect(renewed.code).not.toBe(old!.code);

    const oldVerdict = (await verdict(old!.code)).body.data as CertificateVerdict;
    expect(oldVerdict).toMatchObject({ state: 'revoked', replaced: true, fullName: 'Gita Sharmaa' });
    expect(oldVerdict.revokedAt).not.toBeNull();
    expect((await verdict(renewed.code)).body.data).toMatchObject({
      state: 'valid',
      replaced: false,
      fullName: 'Gita Sharma',
      venue: 'Block 34 Seminar Hall',
    });
    const mails = await mailsSince(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(holder.email);
    expect(mails[0]!.text).toContain(renewed.code);
    expect((await getPdf(certificatePdfPath(old!.code))).statusCode).toBe(410);

    const view = await desk(eventId);
    expect(view.certificates.map((one) => [one.code, one.state, one.replacedBy])).toEqual([
      [renewed.code, 'valid', null],
      [old!.code, 'revoked', renewed.code],
    ]);
    expect(view).toMatchObject({ issued: 1, revoked: 1, toIssue: 0 });
    const again = await send(context.app, 'POST', certificateReissuePath(old!.code), {
      token: admin,
      payload: { fullName: 'Gita S.' },
    });
    expect(again).toMatchObject({ status: 409, body: { message: CERTIFICATE_MESSAGES.alreadyRevoked } });
  });

  it('revokes: the code reads revoked, its PDF answers 410, and a second revoke 409', async () => {
    const eventId = await pastEvent();
    await ticket(eventId, 'Hari Menon');
    await issued(eventId);
    const [row] = await certificatesOf(eventId);
    const genuine = await getPdf(certificatePdfPath(row!.code));
    expect(genuine.statusCode).toBe(200);
    expect(genuine.headers['content-type']).toBe('application/pdf');
    expect(genuine.headers['content-disposition']).toBe(`attachment; filename="certificate-${row!.code}.pdf"`);
    expect(inspectPdf(genuine.rawPayload).pages[0]!.text).toContain(row!.code);

    const revoke = () =>
      send(context.app, 'POST', certificateRevokePath(row!.code), { token: admin, payload: { reason: 'Left early' } });
    expect(await revoke()).toMatchObject({
      status: 200,
      body: { message: CERTIFICATE_MESSAGES.revoked, data: { state: 'revoked', revokeReason: 'Left early' } },
    });
    expect((await verdict(row!.code)).body.data).toMatchObject({ state: 'revoked', replaced: false });
    const gone = await getPdf(certificatePdfPath(row!.code));
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ message: CERTIFICATE_MESSAGES.revokedPdf });
    expect(await revoke()).toMatchObject({ status: 409, body: { message: CERTIFICATE_MESSAGES.alreadyRevoked } });
    // Revoked is not "has one": a new issue gives the attendee a new certificate.
    expect((await issued(eventId)).data.issued).toBe(1);
  });

  it('answers an unknown code 404, a malformed one 400, and a code typed in lower case as it is', async () => {
    expect(await verdict('GH-0000-0000-0000')).toMatchObject({
      status: 404,
      body: { message: CERTIFICATE_MESSAGES.unknown },
    });
    expect((await getPdf(certificatePdfPath('GH-0000-0000-0000'))).statusCode).toBe(404);
    for (const malformed of ['GH-ABCD-EFGH', 'GH-ILOU-0000-0000', 'certificate'])
      expect(await verdict(malformed)).toMatchObject({
        status: 400,
        body: { message: CERTIFICATE_MESSAGES.malformed },
      });
    const eventId = await pastEvent();
    await ticket(eventId, 'Ira Khan');
    await issued(eventId);
    const [row] = await certificatesOf(eventId);
    const typed = await verdict(` ${row!.code.toLowerCase()} `);
    expect(typed.status).toBe(200);
    const event = await eventRow(eventId);
    expect(typed.body.data).toEqual({
      code: row!.code,
      state: 'valid',
      fullName: 'Ira Khan',
      eventTitle: event.title,
      eventDate: event.date,
      venue: 'Block 34 Seminar Hall',
      issuedAt: row!.issuedAt.toISOString(),
      revokedAt: null,
      replaced: false,
    });
  });

  it("lists a member's valid certificates by LPU ID, newest first", async () => {
    const member = await signInNewMember(context);
    const other = await signInNewMember(context);
    const first = await pastEvent();
    const second = await pastEvent();
    const third = await pastEvent();
    await ticket(first, 'Member Name', { lpuId: member.lpuId });
    await ticket(second, 'Member Name', { lpuId: member.lpuId });
    await ticket(third, 'Member Name', { lpuId: member.lpuId });
    await ticket(first, 'Someone Else', { lpuId: other.lpuId });
    for (const eventId of [first, second, third]) await issued(eventId);
    const [revoked] = await certificatesOf(third);
    await send(context.app, 'POST', certificateRevokePath(revoked!.code), {
      token: admin,
      payload: { reason: 'Issued by mistake' },
    });

    const answer = await send(context.app, 'GET', MY_CERTIFICATES_PATH, { token: member.token });
    expect(answer.status).toBe(200);
    const list = answer.body.data as MemberCertificate[];
    const [secondRow] = await certificatesOf(second);
    const firstRow = (await certificatesOf(first)).find((row) => row.lpuId === member.lpuId)!;
    expect(list.map((one) => one.code)).toEqual([secondRow!.code, firstRow.code]);
    expect(list[0]).toMatchObject({ fullName: 'Member Name', venue: 'Block 34 Seminar Hall' });
  });

  it('previews the first admitted attendee by name with a sample code, issuing and e-mailing nothing', async () => {
    const eventId = await pastEvent();
    await ticket(eventId, 'Zara Zaidi');
    await ticket(eventId, 'Aarav Arora');
    await ticket(eventId, 'Aaron Absent', { isUsed: false });
    const before = await mailsBefore();
    const preview = await getPdf(eventCertificatePreviewPath(eventId), admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const { text } = inspectPdf(preview.rawPayload).pages[0]!;
    expect(text).toContain('Aarav Arora');
    expect(text).toContain('GH-0000-0000-0000');
    expect(await certificatesOf(eventId)).toHaveLength(0);
    expect(await mailsSince(before)).toHaveLength(0);

    const empty = await pastEvent();
    await ticket(empty, 'Not Admitted', { isUsed: false });
    const nobody = await getPdf(eventCertificatePreviewPath(empty), admin);
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json()).toMatchObject({ message: CERTIFICATE_MESSAGES.nobodyAdmitted });
  });

  it('keeps a certificate’s ticket: the desk cannot delete it', async () => {
    const eventId = await pastEvent();
    const holder = await ticket(eventId, 'Kept Ticket');
    await issued(eventId);
    const answer = await send(context.app, 'DELETE', `/api/tickets/${holder.id}`, { token: admin });
    expect(answer).toMatchObject({ status: 409, body: { message: CERTIFICATE_MESSAGES.ticketHasCertificate } });
  });

  it('lets only admins use the desk, and only members list their own', async () => {
    const member = await signInNewMember(context);
    const eventId = await pastEvent();
    await ticket(eventId, 'Role Tester');
    for (const [token, status] of [
      [undefined, 401],
      [member.token, 403],
    ] as const) {
      expect((await issue(eventId, token)).status).toBe(status);
      expect((await send(context.app, 'GET', eventCertificatesPath(eventId), { token })).status).toBe(status);
      expect((await getPdf(eventCertificatePreviewPath(eventId), token)).statusCode).toBe(status);
      expect(
        (
          await send(context.app, 'POST', certificateRevokePath('GH-0000-0000-0000'), {
            token,
            payload: { reason: 'x' },
          })
        ).status,
      ).toBe(status);
    }
    expect(await certificatesOf(eventId)).toHaveLength(0);
    expect((await send(context.app, 'GET', MY_CERTIFICATES_PATH)).status).toBe(401);
    expect((await send(context.app, 'GET', MY_CERTIFICATES_PATH, { token: admin })).status).toBe(403);
  });
});

describeEachDatabase(
  'attendance certificates: guessing codes',
  (context) => {
    const getFrom = (remoteAddress: string, url: string) => context.app.inject({ method: 'GET', url, remoteAddress });

    it('limits one client’s checks of codes a minute, the verdict and the PDF each, not another client’s', async () => {
      // 60 random bits: a script guessing a million codes a second finds one of a thousand certificates in ~36 years.
      const guess = () => `GH-${[0, 1, 2].map(() => randomBytes(2).toString('hex').toUpperCase()).join('-')}`;
      for (const path of [certificateVerdictPath, certificatePdfPath]) {
        for (let index = 0; index < 5; index++) expect((await getFrom('10.0.2.1', path(guess()))).statusCode).toBe(404);
        const refused = await getFrom('10.0.2.1', path(guess()));
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in /);
        expect((await getFrom('10.0.2.2', path(guess()))).statusCode).toBe(404);
      }
    });
  },
  { verifyRateLimit: 5 },
);
