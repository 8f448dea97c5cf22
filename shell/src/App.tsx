import { AppProviders } from '@guildhall/ui/providers';
import { Navbar } from './navbar/Navbar';
import { PageBelowNavbar } from './navbar/PageBelowNavbar';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  return (
    <AppProviders>
      <Navbar />
      <PageBelowNavbar>
        <AppRoutes />
      </PageBelowNavbar>
    </AppProviders>
  );
}
