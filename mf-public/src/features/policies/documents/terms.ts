import { CLUB_CONTACT, POLICY_TERMS } from '@guildhall/contracts/club';
import { PATHS } from '@guildhall/contracts/paths';
import type { PolicyDocument } from '../policy-document';

const { name, email } = CLUB_CONTACT;

export const TERMS: PolicyDocument = {
  path: PATHS.policyTerms,
  title: 'Terms and Conditions',
  shortTitle: 'Terms',
  summary: `The rules for using the ${name} website, joining the club, posting in the community and buying event tickets.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${name} is a student-run technology club of Lovely Professional University. This website is how the club ` +
          'publishes its events, takes membership applications, runs its community feed and sells event tickets. ' +
          `"We" and "the club" mean ${name} and the students who run it; "you" means anyone using the website.`,
        'By using the website, applying to join, posting, or buying a ticket you agree to these terms. If you do not ' +
          'agree, please do not use the website.',
      ],
    },
    {
      heading: 'Who may use the website',
      items: [
        `You must be at least ${POLICY_TERMS.minimumAge} years old to create an account, apply for membership, post ` +
          'or buy a ticket.',
        'If you are under 18, a parent or guardian must agree to these terms on your behalf and to any ticket you buy.',
        'Membership is open to students of the university; the club reviews every application and may decline one.',
      ],
    },
    {
      heading: 'Your account',
      items: [
        'Keep your password to yourself and tell us at once if you think someone else has used your account.',
        'The details you give us (name, LPU ID, e-mail, phone) must be your own and correct.',
        'Club admins may restrict, suspend or remove an account that breaks these terms; you will be told the reason ' +
          'when you next sign in.',
      ],
    },
    {
      heading: 'The community feed',
      paragraphs: [
        'You own what you post. By posting you allow the club to show it on the website and in club channels for as ' +
          'long as it stays posted. You can delete your own posts and comments at any time.',
      ],
      items: [
        'Post only what you have the right to share, and nothing illegal, hateful, harassing, sexually explicit or ' +
          'misleading.',
        'No advertising, spam or collection of other members’ personal details.',
        'Admins may remove any post or comment that breaks these rules.',
      ],
    },
    {
      heading: 'Event tickets',
      items: [
        'Prices are shown in Indian rupees (₹) and are set by the club for each event; the price charged is the one ' +
          'shown on the event page when you pay.',
        'Payments are taken by our card payment provider. A ticket is issued only once the payment is confirmed, and ' +
          'it is e-mailed to you with a QR code.',
        'One ticket is sold per LPU ID per event. Tickets are personal and may not be resold or transferred.',
        'Bring your QR code and your university ID to the door. Each QR code admits one person once.',
        'The club may refuse entry to anyone who breaks the university’s rules or endangers others at an event; ' +
          'such a ticket is not refunded.',
      ],
    },
    {
      heading: 'Refunds and changes to events',
      paragraphs: [
        `Cancellations and refunds follow our Refund Policy: ask at least ${POLICY_TERMS.refundNoticeDays} days ` +
          'before the event. If the club cancels an event, every ticket holder is refunded in full. Dates, times, ' +
          'venues and line-ups may change; we announce changes on the event page and by e-mail.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'The website is run by students on a best-effort basis and may sometimes be unavailable. As far as the law ' +
          'allows, the club is not liable for indirect losses arising from using the website or attending an event. ' +
          'Nothing in these terms limits rights you have under Indian consumer law.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms; the date at the top of this page says when they last changed. Tickets already ' +
          'bought stay under the terms in force when they were bought.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms: write to ${email} or use the contact page.`],
    },
  ],
};
