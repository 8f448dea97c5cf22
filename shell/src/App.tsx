import { AppProviders } from '@guildhall/ui/providers';
import { Navbar } from './navbar/Navbar';
import { PageBelowNavbar } from './navbar/PageBelowNavbar';
import { AppRoutes } from './routes/AppRoutes';
import { SignOutNotice } from './session/SignOutNotice';

export function App() {
  return (
    <AppProviders>
      <Navbar />
      <PageBelowNavbar>
        <SignOutNotice />
        <AppRoutes />
      </PageBelowNavbar>
    </AppProviders>
  );
}
