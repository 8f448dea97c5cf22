import { Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@guildhall/ui';
import AuthPage from './exposes/AuthPage';
import HomePage from './exposes/HomePage';

// Standalone mode for this remote's team (the shell never loads this file).
mountStandalone(
  <Routes>
    <Route path="/" element={<HomePage />} />
    <Route path="/home" element={<HomePage />} />
    <Route path="/auth/*" element={<AuthPage />} />
  </Routes>,
);
