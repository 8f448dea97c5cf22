import { MemberDashboard } from '../features/profile/components/MemberDashboard';

/** `mf_member/MemberDashboard`: the signed-in member's profile at `/member/dashboard`. */
export default MemberDashboard;
