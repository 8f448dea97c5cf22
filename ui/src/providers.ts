// `@guildhall/ui/providers`: what the shell needs on its first paint (the theme, the query cache, the router, and the
// loading of its pages from the remotes), without the rest of the barrel. Shared under its own key, so the barrel
// re-exports this very copy: one theme, one query cache, one remote-module loader and its cache.
export { AppProviders } from './AppProviders';
export { theme } from './theme';
export { provideRemoteModuleLoader } from './remote-modules';
export { useRemoteModule, type RemoteModule, type RemoteModuleOptions } from './useRemoteModule';
