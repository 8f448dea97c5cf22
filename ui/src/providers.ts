// `@guildhall/ui/providers`: what the shell needs on its first paint (the theme and the providers), without the
// form pieces (TextField, Alert...) the barrel also holds. Shared under its own key, so the barrel re-exports this
// very copy: one theme.
export { AppProviders } from './AppProviders';
export { theme } from './theme';
