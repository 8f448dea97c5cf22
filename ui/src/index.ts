// @guildhall/ui: the one copy of the theme and of the form pieces the apps share. Test helpers live in
// '@guildhall/ui/test-support' (tests only).
// Through the package's own shared entry point, so the shell's copy of the providers and the theme is this one.
export { AppProviders, theme } from '@guildhall/ui/providers';
export { mountStandalone } from './mountStandalone';
export { PasswordField } from './PasswordField';
export { ResultBanner, type BannerMessage } from './ResultBanner';
export { useFormState, type FieldErrors, type Validator } from './useFormState';
export { useRedirectAfterLogin } from './useRedirectAfterLogin';
export { useSubmission } from './useSubmission';
