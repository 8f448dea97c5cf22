import { AdminDashboard } from '../features/dashboard/components/AdminDashboard';

/** `mf_admin/AdminDashboard`: the signed-in admin's dashboard at `/admin/dashboard`. */
export default AdminDashboard;
