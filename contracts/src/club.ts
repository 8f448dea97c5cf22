// How visitors reach the club: the contact page's support details, the footer's links, policy pages and e-mails.
// One place, so a club deploying Guildhall changes its address and number here only.

export const CLUB_CONTACT = {
  name: 'Guildhall',
  email: 'support@guildhall.test',
  /** As dialled (tel: links). */
  phone: '+919876543210',
  /** As shown. */
  phoneDisplay: '+91 98765 43210',
} as const;

/** The policy pages' constants (docs/choices.md, "Front end"). */
export const POLICY_TERMS = {
  effectiveFrom: 'July 2025',
  /** A ticket refund must be asked for at least this many days before the event. */
  refundNoticeDays: 7,
  /** Working days for an approved refund to reach the original payment method. */
  refundProcessingDays: '3-5',
  minimumAge: 13,
} as const;
