// @guildhall/ui: the one copy of the theme and of the form pieces the apps share. Test helpers live in
// '@guildhall/ui/test-support' (tests only).
export { AppProviders } from './AppProviders';
export { mountStandalone } from './mountStandalone';
export { PasswordField } from './PasswordField';
export { ResultBanner, type BannerMessage } from './ResultBanner';
export { theme } from './theme';
export { useFormState, type FieldErrors, type Validator } from './useFormState';
export { useRedirectAfterLogin } from './useRedirectAfterLogin';
export { useSubmission } from './useSubmission';
