import type { ContactMessageForm } from '@guildhall/contracts';
import { roleOf, useSession } from '@guildhall/shared-session';
import { useOwnProfile } from '../api/get-own-profile';

export type ContactPrefill = Partial<Pick<ContactMessageForm, 'name' | 'lpuID' | 'email'>>;

/**
 * Who a signed-in member is, for the contact form: the name and e-mail from the session at once, then the profile's
 * (current) name, e-mail and LPU ID once it answers. Nothing for a guest (docs/choices.md, "Contact and joining").
 */
export function useContactPrefill(): ContactPrefill {
  const user = useSession((state) => state.user);
  const member = user !== null && roleOf(user) === 'member' ? user : null;
  const profile = useOwnProfile(member !== null).data;
  if (!member) return {};
  return {
    name: profile?.fullname ?? member.fullname,
    email: profile?.email ?? member.email ?? undefined,
    lpuID: profile?.LpuId,
  };
}
