import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OwnMemberProfile } from '@guildhall/contracts';
import { AccountStatus } from './AccountStatus';
import { ForgotLpuIdForm } from './ForgotLpuIdForm';
import { PasswordResetForm } from './PasswordResetForm';

type SecurityView = 'default' | 'reset' | 'forgot-id';

/** The Security tab: password settings (reset by own LPU ID, or have the LPU ID e-mailed) and the account status. */
export function SecurityPanel({ profile }: { profile: OwnMemberProfile }) {
  const [view, setView] = useState<SecurityView>('default');
  const cancel = () => setView('default');

  return (
    <Stack spacing={3}>
      <section aria-labelledby="password-settings-heading">
        <Typography id="password-settings-heading" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          Password Settings
        </Typography>
        {view === 'default' && (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography color="text.secondary">
              Set a new password for your account (your current one is needed). Your other signed-in devices will be
              signed out.
            </Typography>
            <Button variant="contained" onClick={() => setView('reset')}>
              Reset Password
            </Button>
          </Stack>
        )}
        {view === 'reset' && <PasswordResetForm onForgotLpuId={() => setView('forgot-id')} onCancel={cancel} />}
        {view === 'forgot-id' && <ForgotLpuIdForm onBack={() => setView('reset')} onCancel={cancel} />}
      </section>
      <Divider />
      <AccountStatus profile={profile} />
    </Stack>
  );
}
