// What the activity log records, and how the Recent Activity list words it. The list writes
// '<who> <action> <target>' (docs/choices.md, "Admin dashboard"): each kind's `action` is what it says when the entry
// names a target, written so the target follows it ('Club Admin banned' 'Asha Verma'), and `alone` what it says
// without one (a sign-in; a member deleting their own post). A module that records a new kind of action adds it here.

export interface ActivityWording {
  /** Said before the entry's target. */
  action: string;
  /** Said when the entry has no target. */
  alone: string;
}

/** One wording for a kind whose sentence reads the same with the target after it or without one. */
const same = (action: string): ActivityWording => ({ action, alone: action });

export const ACTIVITY_KINDS = {
  'member.signed-in': same('signed in'),
  'admin.signed-in': same('signed in'),
  'member.signed-out': same('signed out'),
  'admin.signed-out': same('signed out'),
  'member.registered': { action: 'registered the new member', alone: 'registered a new member' },
  'member.joined': same('joined the club'),
  'member.banned': { action: 'banned', alone: 'banned a member' },
  'member.removed': { action: 'removed the member', alone: 'removed a member' },
  'member.unbanned': { action: 'unbanned', alone: 'unbanned a member' },
  'member.updated': { action: 'updated the member details of', alone: "updated a member's details" },
  'ticket.checked-in': { action: 'checked in', alone: 'checked in a ticket' },
  'check-in.granted': { action: 'granted door access to', alone: 'granted door access' },
  'check-in.revoked': { action: 'revoked the door access of', alone: "revoked a member's door access" },
  'ticket.created': { action: 'created a ticket for', alone: 'created a ticket' },
  'ticket.cancelled': { action: 'cancelled the ticket of', alone: 'cancelled a ticket' },
  'ticket.deleted': { action: 'deleted the ticket of', alone: 'deleted a ticket' },
  'ticket.marked-used': { action: 'marked as used the ticket of', alone: 'marked a ticket as used' },
  'ticket.marked-unused': { action: 'marked as not used the ticket of', alone: 'marked a ticket as not used' },
  'ticket.resent': { action: 'resent the ticket e-mail to', alone: 'resent a ticket e-mail' },
  'waitlist.removed': { action: 'removed the waiting-list entry of', alone: 'removed a waiting-list entry' },
  'certificates.issued': { action: 'issued attendance certificates for', alone: 'issued attendance certificates' },
  'certificate.issued': { action: 'issued an attendance certificate to', alone: 'issued an attendance certificate' },
  'certificate.reissued': {
    action: 're-issued the attendance certificate of',
    alone: 're-issued an attendance certificate',
  },
  'certificate.revoked': {
    action: 'revoked the attendance certificate of',
    alone: 'revoked an attendance certificate',
  },
  'profile.updated': same('updated their profile'),
  'profile.picture-changed': same('changed their profile picture'),
  'profile.password-changed': same('changed their password'),
  'profile.password-reset': same('reset their password'),
  'profile.email-changed': same('confirmed a new e-mail address'),
  'post.created': same('created a post'),
  // The target, when there is one, is the post's author (an admin deleted someone else's post).
  'post.deleted': { action: 'deleted a post by', alone: 'deleted their post' },
  'post.liked': same('liked a post'),
  'post.unliked': same('unliked a post'),
  'comment.added': same('commented on a post'),
  'comment.deleted': { action: 'deleted a comment by', alone: 'deleted their comment' },
  'event.created': { action: 'created the event', alone: 'created an event' },
  'event.updated': { action: 'updated the event', alone: 'updated an event' },
  'event.deleted': { action: 'deleted the event', alone: 'deleted an event' },
  'event.posters-changed': { action: 'changed the posters of', alone: "changed an event's posters" },
  'application.submitted': same('applied to join the club'),
  'application.approved': { action: 'approved the application of', alone: 'approved an application' },
  'application.rejected': { action: 'rejected the application of', alone: 'rejected an application' },
  'application.seen': { action: 'read the application of', alone: 'read an application' },
  'application.deleted': { action: 'deleted the application of', alone: 'deleted an application' },
  'contact.sent': same('sent a contact message'),
  'contact.resolved': { action: 'resolved the contact request of', alone: 'resolved a contact request' },
  'ticket.bought': { action: 'bought a ticket for', alone: 'bought a ticket' },
} as const satisfies Record<string, ActivityWording>;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;

/**
 * Sign-ins and sign-outs: logged (they are actions) and listed by the API, but left out of the dashboard's Recent
 * Activity, which they would fill (`sessions=exclude`).
 */
export const SESSION_KINDS: readonly ActivityKind[] = [
  'member.signed-in',
  'admin.signed-in',
  'member.signed-out',
  'admin.signed-out',
];

/** The action as the list shows it: the kind's wording for an entry with or without a target. */
export function activityAction(kind: string, target: string | null): string {
  const wording = (ACTIVITY_KINDS as Record<string, ActivityWording | undefined>)[kind];
  if (!wording) return kind;
  return target ? wording.action : wording.alone;
}
