import { CLUB_CONTACT, POLICY_TERMS } from '@guildhall/contracts/club';
import { PATHS } from '@guildhall/contracts/paths';
import type { PolicyDocument } from '../policy-document';

const { name, email } = CLUB_CONTACT;

export const PRIVACY_POLICY: PolicyDocument = {
  path: PATHS.policyPrivacy,
  title: 'Privacy Policy',
  shortTitle: 'Privacy',
  summary: `What personal data ${name} collects, why, who it is shared with and how you can see, correct or delete it.`,
  sections: [
    {
      heading: 'What we collect',
      items: [
        'Membership applications: full name, LPU ID, e-mail, phone, course, gender, accommodation type, the domains ' +
          'you are interested in, previous experience, other organisations and your bio.',
        'Member accounts: the above plus department, designation, year, profile picture, social links, skills and a ' +
          'securely hashed password (we never store or see the password itself).',
        'Ticket purchases: name, e-mail, phone, LPU ID, gender, course, hostel and club, the event, the amount and ' +
          'the payment status. Card and bank details are entered on the payment provider’s page and never reach us.',
        'Contact messages: name, LPU ID, e-mail, phone, subject and message.',
        'Community posts, comments, likes, and the images and videos you upload.',
        'Technical records: server logs of requests (time, address, page) kept to keep the website secure.',
      ],
    },
    {
      heading: 'Why we use it',
      items: [
        'To review applications and run club membership.',
        'To sell tickets, e-mail them, check them at the door and handle refunds.',
        'To answer contact messages and password-reset requests.',
        'To show the team page and the community feed. Guests see only public details (name, designation, ' +
          'department, programme, bio, skills); LPU ID, e-mail, year and joining date are shown to signed-in ' +
          'members only.',
        'To protect accounts and the website from abuse (rate limits, bans).',
      ],
      paragraphs: ['We never sell your data, and we do not use it for advertising.'],
    },
    {
      heading: 'Who we share it with',
      items: [
        'Our card payment provider, to take payments and refund them.',
        'Our e-mail provider, to deliver tickets, confirmations and reset links.',
        'Our hosting and file-storage providers, who keep the data on our behalf.',
        'The university, only when it requires it under its rules or the law.',
      ],
    },
    {
      heading: 'How long we keep it',
      items: [
        'Applications: until one year after they are decided.',
        'Accounts: while you are a member, and deleted within 30 days after you ask us to close the account.',
        'Tickets and payments: for as long as tax and accounting rules require (up to 8 years).',
        'Contact messages: one year after they are resolved. Server logs: 90 days.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can ask to see the data we hold about you, to correct it, or to delete it (except what we must keep for ' +
          `payments). Most of your profile can be edited on your member profile page; for anything else write to ${email}. ` +
          'We answer within 30 days. You can also complain to the Data Protection Board of India.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        `The website is not meant for children under ${POLICY_TERMS.minimumAge}, and we do not knowingly collect ` +
          `their data. If you believe a child under ${POLICY_TERMS.minimumAge} has given us personal data, tell us ` +
          'and we will delete it. Users under 18 need a parent’s or guardian’s consent.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Passwords are hashed, sign-ins expire, the website is served with strict security headers, and only club ' +
          'admins can read applications and contact messages. No system is perfectly secure: if a breach affects ' +
          'your data we will tell you and the authorities as the law requires.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We will post any change here and update the date at the top. Questions about your data: ' +
          `${email}, or the contact page.`,
      ],
    },
  ],
};
