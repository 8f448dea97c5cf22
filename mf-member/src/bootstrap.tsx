import { Navigate, Route, Routes } from '@guildhall/ui/router';
import { mountStandalone } from '@guildhall/ui';
import ConfirmEmailPage from './exposes/ConfirmEmailPage';
import MemberDashboard from './exposes/MemberDashboard';
import { DevSignIn } from './standalone/DevSignIn';
import { PATHS } from '@guildhall/contracts/paths';

// Standalone mode for this remote's team (the shell never loads this file).
mountStandalone(
  <Routes>
    <Route path={PATHS.memberDashboard} element={<MemberDashboard />} />
    <Route path={PATHS.confirmEmail} element={<ConfirmEmailPage />} />
    <Route path={PATHS.auth} element={<DevSignIn />} />
    <Route path="*" element={<Navigate to={PATHS.memberDashboard} replace />} />
  </Routes>,
);
