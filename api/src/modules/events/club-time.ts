// The club's wall-clock time lives in contracts, so the admin's event form converts exactly as the API does.
export { clubDay, clubInstant } from '@guildhall/contracts';
