import { PATHS } from '@guildhall/contracts/paths';
import { useRedirectAfterLogin } from '@guildhall/ui';
import { Form, FormPasswordField, SubmitButton } from '@guildhall/ui/form';
import { useSignInAdmin } from '../api/sign-in-admin';

// Fetched on the first focus: zod stays off this budgeted first load.
const loadSchema = () => import('@guildhall/contracts').then((contracts) => contracts.adminLoginSchema);

export function AdminLoginForm() {
  const signIn = useSignInAdmin();
  const redirectAfterLogin = useRedirectAfterLogin();

  return (
    <Form
      schema={loadSchema}
      defaultValues={{ fullname: '', password: '', secret: '' }}
      onSubmit={async (credentials) => {
        await signIn.mutateAsync(credentials);
        redirectAfterLogin(PATHS.adminDashboard);
      }}
      successMessage="Login successful! Redirecting..."
      failureMessage="Invalid admin credentials"
    >
      {({ control }) => (
        <>
          {/* The spec gives each of the three fields a show/hide toggle. */}
          <FormPasswordField control={control} name="fullname" label="Full Name" autoComplete="username" />
          <FormPasswordField control={control} name="password" label="Password" autoComplete="current-password" />
          <FormPasswordField control={control} name="secret" label="Secret Key" autoComplete="off" />
          <SubmitButton>Login to Dashboard</SubmitButton>
        </>
      )}
    </Form>
  );
}
