// @guildhall/ui: the one copy of the theme and of the pieces the apps share. Forms are '@guildhall/ui/form' (so
// react-hook-form loads only with a form); test helpers live in '@guildhall/ui/test-support' (tests only).
// Through the package's own shared entry point, so the shell's copy of the providers and the theme is this one.
export { AppProviders, theme } from '@guildhall/ui/providers';
export { mountStandalone } from './mountStandalone';
export { useRedirectAfterLogin } from './useRedirectAfterLogin';
