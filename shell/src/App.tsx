import { AppProviders, provideRemoteModuleLoader } from '@guildhall/ui/providers';
import { Navbar } from './navbar/Navbar';
import { PageBelowNavbar } from './navbar/PageBelowNavbar';
import { loadExposedModule } from './remotes/remote-registry';
import { AppRoutes } from './routes/AppRoutes';
import { SignOutNotice } from './session/SignOutNotice';

// Pages load other remotes' modules (the ticket purchase dialog) through the shell's federation runtime.
provideRemoteModuleLoader(loadExposedModule);

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
