import { CLUB_CONTACT } from '@guildhall/contracts/club';
import { PATHS } from '@guildhall/contracts/paths';
import type { PolicyDocument } from '../policy-document';

export const COOKIE_POLICY: PolicyDocument = {
  path: PATHS.policyCookie,
  title: 'Cookie Policy',
  shortTitle: 'Cookies',
  summary: 'What the website stores in your browser, and why there is no tracking or advertising.',
  sections: [
    {
      heading: 'In short',
      paragraphs: [
        `${CLUB_CONTACT.name} does not use advertising, analytics or tracking cookies, and does not let anyone else ` +
          'place them through our pages. We only store what is needed to keep you signed in.',
      ],
    },
    {
      heading: 'What we store',
      items: [
        'accessToken: a short-lived sign-in token (it expires after 15 minutes), kept in your browser’s local ' +
          'storage while you are signed in.',
        'refreshToken: renews the sign-in token so you stay signed in for up to 30 days of use. It is replaced each ' +
          'time it is used and removed when you log out.',
      ],
      paragraphs: [
        'Both are strictly necessary for signing in, so they need no consent; they are not cookies, but we list them ' +
          'here because they work the same way. Nothing is stored for guests who do not sign in.',
      ],
    },
    {
      heading: 'Other websites',
      paragraphs: [
        'When you pay for a ticket you are taken to our card payment provider’s page, which may set its own cookies ' +
          'to process the payment securely and prevent fraud. Those are covered by the provider’s own policy. Links ' +
          'to social networks lead to sites with their own policies.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'Logging out removes the sign-in tokens. You can also clear this website’s data in your browser’s settings ' +
          'at any time; you will then need to sign in again.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions: ${CLUB_CONTACT.email}.`],
    },
  ],
};
