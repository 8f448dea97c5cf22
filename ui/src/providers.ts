// `@guildhall/ui/providers`: what the shell needs on its first paint (the theme, the query cache and the router),
// without the rest of the barrel. Shared under its own key, so the barrel re-exports this very copy: one theme,
// one query cache, one remote-module loader.
export { AppProviders } from './AppProviders';
export { theme } from './theme';
export { loadRemoteModule, provideRemoteModuleLoader } from './remote-modules';
