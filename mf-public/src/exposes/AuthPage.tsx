import { AuthPage } from '../features/auth/components/AuthPage';

/** `mf_public/AuthPage`: member login and the membership application at `/auth/*`. */
export default AuthPage;
