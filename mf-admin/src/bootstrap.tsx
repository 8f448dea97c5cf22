import { Navigate, Route, Routes } from '@guildhall/ui/router';
import { mountStandalone } from '@guildhall/ui';
import AdminAuthPage from './exposes/AdminAuthPage';
import AdminDashboard from './exposes/AdminDashboard';
import AdminShow from './exposes/AdminShow';
import { PATHS, withSubRoutes } from '@guildhall/contracts/paths';

// Standalone mode for this remote's team (the shell never loads this file).
mountStandalone(
  <Routes>
    <Route path={withSubRoutes(PATHS.adminAuth)} element={<AdminAuthPage />} />
    <Route path={PATHS.adminDashboard} element={<AdminDashboard />} />
    <Route path={PATHS.adminShow} element={<AdminShow />} />
    {/* An expired session lands on /auth, the member sign-in that only the shell has. */}
    <Route path="*" element={<Navigate to={PATHS.adminAuth} replace />} />
  </Routes>,
);
