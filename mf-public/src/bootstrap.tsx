import { Route, Routes } from '@guildhall/ui/router';
import { mountStandalone } from '@guildhall/ui';
import AuthPage from './exposes/AuthPage';
import EventPage from './exposes/EventPage';
import HomePage from './exposes/HomePage';
import TeamPage from './exposes/TeamPage';
import PolicyPage from './exposes/PolicyPage';
import ContactPage from './exposes/ContactPage';
import ResetPasswordPage from './exposes/ResetPasswordPage';
import SocialPage from './exposes/SocialPage';
import { EVENT_PAGE_ROUTE, PATHS, withSubRoutes } from '@guildhall/contracts/paths';

// Standalone mode for this remote's team (the shell never loads this file).
mountStandalone(
  <Routes>
    <Route path={PATHS.landing} element={<EventPage />} />
    <Route path={PATHS.events} element={<EventPage />} />
    <Route path={EVENT_PAGE_ROUTE} element={<EventPage />} />
    <Route path={PATHS.home} element={<HomePage />} />
    <Route path={withSubRoutes(PATHS.auth)} element={<AuthPage />} />
    <Route path={PATHS.resetPassword} element={<ResetPasswordPage />} />
    <Route path={PATHS.contact} element={<ContactPage />} />
    <Route path={PATHS.team} element={<TeamPage />} />
    {[PATHS.policyTerms, PATHS.policyRefund, PATHS.policyPrivacy, PATHS.policyCookie].map((path) => (
      <Route key={path} path={path} element={<PolicyPage />} />
    ))}
    <Route path={PATHS.feed} element={<SocialPage />} />
  </Routes>,
);
