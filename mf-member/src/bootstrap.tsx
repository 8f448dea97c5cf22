import { Navigate, Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@guildhall/ui';
import MemberDashboard from './exposes/MemberDashboard';
import { DevSignIn } from './standalone/DevSignIn';

// Standalone mode for this remote's team (the shell never loads this file).
mountStandalone(
  <Routes>
    <Route path="/member/dashboard" element={<MemberDashboard />} />
    <Route path="/auth" element={<DevSignIn />} />
    <Route path="*" element={<Navigate to="/member/dashboard" replace />} />
  </Routes>,
);
