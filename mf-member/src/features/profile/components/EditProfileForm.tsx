import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { BIO_MAX, memberProfileFormSchema, YEAR_OPTIONS, type OwnMemberProfile } from '@guildhall/contracts';
import { Form, FormPasswordField, FormSelect, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { PendingEmailNotice } from './PendingEmailNotice';

const sameAddress = (typed: string | null, stored: string | null) =>
  (typed ?? '').trim().toLowerCase() === (stored ?? '').trim().toLowerCase();

/**
 * The Edit Profile tab: the member's own fields (never designation, department, status or LPU ID). A new e-mail
 * address asks for the current password, and waits for the link e-mailed to it (docs/choices.md, "Sign-in and
 * sessions"); the address waiting shows above the fields, with Cancel.
 */
export function EditProfileForm({ profile }: { profile: OwnMemberProfile }) {
  const update = useUpdateOwnProfile();
  // The last answer is the newest account (kept while the next update runs, when the mutation has no data).
  const [answered, setAnswered] = useState<OwnMemberProfile | null>(null);
  const account = answered ?? profile;
  const { pendingEmail } = account;
  /** A change of address: neither the account's nor the one already waiting for its link. */
  const needsPassword = (email: string | null) =>
    !sameAddress(email, account.email) && !(pendingEmail && sameAddress(email, pendingEmail));

  return (
    <Form
      schema={memberProfileFormSchema}
      defaultValues={{
        fullname: profile.fullname,
        email: profile.email ?? '',
        program: profile.program ?? '',
        year: profile.year ? String(profile.year) : '',
        linkedIn: profile.linkedIn ?? '',
        github: profile.github ?? '',
        bio: profile.bio ?? '',
        currentPassword: '',
      }}
      onSubmit={async (values) => {
        const change = needsPassword(values.email) ? values : { ...values, currentPassword: undefined };
        setAnswered(await update.mutateAsync(change));
      }}
      successMessage="Profile updated successfully!"
      failureMessage="Failed to update profile. Please try again."
    >
      {({ control, watch, resetField }) => (
        <>
          <PendingEmailNotice
            profile={account}
            onCancelled={(cancelled) => {
              setAnswered(cancelled);
              // The cancelled address typed in the field is not sent again by the next edit.
              resetField('email');
            }}
          />
          <FormTextField control={control} name="fullname" label="Full Name" autoComplete="name" />
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
          <ShownWhen needed={needsPassword(watch('email'))} onHide={() => resetField('currentPassword')}>
            <Typography variant="body2" color="text.secondary">
              To change your e-mail address, enter your current password: the new address changes once you open the link
              we e-mail to it.
            </Typography>
            <FormPasswordField
              control={control}
              name="currentPassword"
              label="Current Password"
              autoComplete="current-password"
            />
          </ShownWhen>
          <FormTextField control={control} name="program" label="Program" />
          <FormSelect control={control} name="year" label="Year" options={YEAR_OPTIONS} />
          <FormTextField control={control} name="linkedIn" label="LinkedIn" type="url" autoComplete="url" />
          <FormTextField control={control} name="github" label="GitHub" type="url" autoComplete="url" />
          {/* Stops at the limit as it is typed or pasted, which the counter shows (500/500). */}
          <FormTextField
            control={control}
            name="bio"
            label="Bio"
            multiline
            minRows={4}
            characterLimit={BIO_MAX}
            slotProps={{ htmlInput: { maxLength: BIO_MAX } }}
          />
          <SubmitButton pendingLabel="Updating profile...">Update Profile</SubmitButton>
        </>
      )}
    </Form>
  );
}

/** Its children while `needed`; `onHide` runs when they go (the password typed is not kept for later). */
function ShownWhen({ needed, onHide, children }: { needed: boolean; onHide(): void; children: ReactNode }) {
  const hide = useEffectEvent(onHide);
  useEffect(() => {
    if (!needed) hide();
  }, [needed]);
  return needed ? children : null;
}
