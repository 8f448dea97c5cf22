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
  'ticket.checked-in': 'checked in',
  'check-in.granted': 'granted door access to',
  'check-in.revoked': 'removed door access of',
  'ticket.created': 'created ticket',
  'ticket.cancelled': 'cancelled ticket',
  'ticket.deleted': 'deleted ticket',
  'ticket.marked-used': 'marked ticket used',
  'ticket.marked-unused': 'marked ticket not used',
  'ticket.resent': 'resent ticket e-mail',
} as const;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;
