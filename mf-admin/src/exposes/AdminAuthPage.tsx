import { AdminAuthPage } from '../features/admin-auth/components/AdminAuthPage';

/** `mf_admin/AdminAuthPage`: admin login and member registration at `/admin/auth/*`. */
export default AdminAuthPage;
