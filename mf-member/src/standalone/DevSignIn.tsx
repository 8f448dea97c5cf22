import { useState, type FormEvent } from 'react';
import { useNavigate } from '@guildhall/ui/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toMemberLoginRequest } from '@guildhall/contracts';
import { getErrorMessage, useSession } from '@guildhall/shared-session';
import { loginMember } from '@guildhall/shared-session/http';
import { PATHS } from '@guildhall/contracts/paths';

/**
 * Standalone mode runs on its own origin, so it cannot reuse a session from mf-public; this form gets the team a
 * member session there. The shell never loads it.
 */
export function DevSignIn() {
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      useSession.getState().signIn(await loginMember(toMemberLoginRequest({ identifier, password })));
      navigate(PATHS.memberDashboard, { replace: true });
    } catch (failure) {
      setError(getErrorMessage(failure, 'Invalid credentials. Please try again.'));
    }
  };

  return (
    <Container maxWidth="xs" sx={{ py: 6 }}>
      <Stack component="form" spacing={2} onSubmit={signIn}>
        <Typography variant="h6" component="h1">
          mf-member standalone: member sign-in
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField label="LPU ID or Email" value={identifier} onChange={(event) => setIdentifier(event.target.value)} />
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="contained">
          Sign in
        </Button>
      </Stack>
    </Container>
  );
}
