import { AppProviders, provideRemoteModuleLoader } from '@guildhall/ui/providers';
import { Navbar } from './navbar/Navbar';
import { PageBelowNavbar } from './navbar/PageBelowNavbar';
import { loadExposedModule } from './remotes/remote-registry';
import { AppRoutes } from './routes/AppRoutes';
import { SignOutNotice } from './session/SignOutNotice';

// Every remote module (the routes' pages, the ticket purchase dialog, the ticket desk) loads through the shell's
// federation runtime: useRemoteModule (@guildhall/ui/providers) calls this loader.
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
