import type { MemberStatus } from '@guildhall/contracts';

/** The status chip's colour. */
export const STATUS_COLORS: Record<MemberStatus, 'success' | 'warning' | 'error'> = {
  active: 'success',
  banned: 'warning',
  removed: 'error',
};
