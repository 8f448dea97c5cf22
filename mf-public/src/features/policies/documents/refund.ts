import { CLUB_CONTACT, POLICY_TERMS } from '@guildhall/contracts/club';
import { PATHS } from '@guildhall/contracts/paths';
import type { PolicyDocument } from '../policy-document';

const { refundNoticeDays: notice, refundProcessingDays: processing } = POLICY_TERMS;

export const REFUND_POLICY: PolicyDocument = {
  path: PATHS.policyRefund,
  title: 'Refund and Cancellation Policy',
  shortTitle: 'Refunds',
  summary: 'When you can cancel an event ticket, how to ask for a refund and how long it takes.',
  sections: [
    {
      heading: 'Cancelling your ticket',
      paragraphs: [
        `You can cancel a ticket and get a full refund if you ask at least ${notice} days before the event starts. ` +
          `Within ${notice} days of the event, tickets cannot be refunded, because the club has already committed ` +
          'to the venue, the equipment and the catering for every seat sold.',
      ],
    },
    {
      heading: 'How to ask for a refund',
      items: [
        `Write to ${CLUB_CONTACT.email}, or send a message through the contact page, with the subject "Refund".`,
        'Give the name, e-mail and LPU ID the ticket was bought with, the event, and the order or ticket ID from the ' +
          'ticket e-mail.',
        'We confirm by e-mail once the refund is approved, and the ticket is cancelled: its QR code no longer admits ' +
          'anyone.',
      ],
    },
    {
      heading: 'When the club cancels or moves an event',
      items: [
        'If the club cancels an event, every ticket holder gets a full refund automatically; you do not need to ask.',
        'If an event is moved to another date, your ticket stays valid for the new date. If you cannot attend the ' +
          `new date, ask for a refund at least ${notice} days before it and you get one in full.`,
      ],
    },
    {
      heading: 'Failed, late and double payments',
      items: [
        'If your payment failed but money left your account, the payment provider reverses it; if it does not, write ' +
          'to us and we refund it.',
        'If a payment arrives after the seat it was holding was released and the event is sold out, no ticket is ' +
          'issued and the payment is refunded in full.',
        'If you were charged twice for the same ticket, the second payment is refunded in full.',
      ],
    },
    {
      heading: 'How long a refund takes',
      paragraphs: [
        `Approved refunds are sent back to the original payment method within ${processing} working days. Your bank ` +
          'or card issuer may take a few more days to show it on your statement. We cannot refund in cash or to ' +
          'a different account.',
      ],
    },
    {
      heading: 'Amounts',
      paragraphs: [
        'A refund returns the full ticket price you paid. Refunds are never paid for tickets used at the door, or for ' +
          'entry refused under our Terms and Conditions.',
      ],
    },
  ],
};
