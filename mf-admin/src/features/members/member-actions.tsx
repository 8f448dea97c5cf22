import type { ReactElement } from 'react';
import Edit from '@mui/icons-material/Edit';
import LockOpen from '@mui/icons-material/LockOpen';
import PersonRemove from '@mui/icons-material/PersonRemove';
import Visibility from '@mui/icons-material/Visibility';
import type { MemberProfile } from '@guildhall/contracts';
import { Block } from '@guildhall/ui/icons';

export type MemberAction = 'details' | 'edit' | 'ban' | 'remove' | 'unban';

export interface MemberActionItem {
  action: MemberAction;
  /** What the button says (the grid's tooltip, a card's button). */
  label: string;
  icon: ReactElement;
}

const DETAILS: MemberActionItem = { action: 'details', label: 'View details', icon: <Visibility /> };
const EDIT: MemberActionItem = { action: 'edit', label: 'Edit', icon: <Edit /> };

/** What an admin may do to a member (the grid's Actions, a card's buttons): Ban and Remove an active one, Unban a banned one. */
export function memberActions(member: MemberProfile): MemberActionItem[] {
  if (member.status === 'active')
    return [
      DETAILS,
      EDIT,
      { action: 'ban', label: 'Ban', icon: <Block /> },
      { action: 'remove', label: 'Remove', icon: <PersonRemove /> },
    ];
  if (member.status === 'banned') return [DETAILS, EDIT, { action: 'unban', label: 'Unban', icon: <LockOpen /> }];
  return [DETAILS, EDIT];
}

/** The button's accessible name: the action and whom it acts on ('Ban Asha Verma'), so no row can be mistaken. */
export const actionName = (item: MemberActionItem, member: MemberProfile) =>
  item.action === 'details' ? `View details of ${member.fullname}` : `${item.label} ${member.fullname}`;
