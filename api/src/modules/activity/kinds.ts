// What the activity log records, and how the Recent Activity list words it ('Club Admin banned member Asha').
// A module that records a new kind of action adds it here.

export const ACTIVITY_KINDS = {
  'member.signed-in': 'signed in',
  'admin.signed-in': 'signed in',
  'member.registered': 'registered member',
  'member.joined': 'joined the club',
  'member.banned': 'banned member',
  'member.removed': 'removed member',
  'member.unbanned': 'unbanned member',
  'member.updated': 'updated member',
  'post.created': 'posted',
  'post.liked': 'liked a post',
  'comment.created': 'commented',
  'ticket.issued': 'got a ticket',
} as const;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;

/** What counts as engagement (decisions 3): posting, liking, commenting or getting a ticket. */
export const ENGAGEMENT_KINDS: readonly ActivityKind[] = [
  'post.created',
  'post.liked',
  'comment.created',
  'ticket.issued',
];

/** The Activity Overview's series that the log counts (new members come from the members table). */
export const TICKET_KIND: ActivityKind = 'ticket.issued';
export const POST_KIND: ActivityKind = 'post.created';
