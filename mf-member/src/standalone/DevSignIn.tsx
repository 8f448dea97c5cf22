import { useNavigate } from '@guildhall/ui/router';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { memberLoginFormSchema, toMemberLoginRequest } from '@guildhall/contracts';
import { PATHS } from '@guildhall/contracts/paths';
import { useSession } from '@guildhall/shared-session';
import { loginMember } from '@guildhall/shared-session/http';
import { Form, FormPasswordField, FormTextField, SubmitButton } from '@guildhall/ui/form';

/**
 * Standalone mode runs on its own origin, so it cannot reuse a session from mf-public; this form gets the team a
 * member session there. The shell never loads it.
 */
export function DevSignIn() {
  const navigate = useNavigate();

  return (
    <Container maxWidth="xs" sx={{ py: 6 }}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        mf-member standalone: member sign-in
      </Typography>
      <Form
        schema={memberLoginFormSchema}
        defaultValues={{ identifier: '', password: '' }}
        onSubmit={async (credentials) => {
          useSession.getState().signIn(await loginMember(toMemberLoginRequest(credentials)));
          navigate(PATHS.memberDashboard, { replace: true });
        }}
        failureMessage="Invalid credentials. Please try again."
      >
        {({ control }) => (
          <>
            <FormTextField control={control} name="identifier" label="LPU ID or Email" autoComplete="username" />
            <FormPasswordField control={control} name="password" label="Password" autoComplete="current-password" />
            <SubmitButton>Sign in</SubmitButton>
          </>
        )}
      </Form>
    </Container>
  );
}
