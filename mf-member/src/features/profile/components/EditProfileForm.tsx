import { BIO_MAX, memberProfileFormSchema, YEAR_OPTIONS, type MemberProfile } from '@guildhall/contracts';
import { Form, FormSelect, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { useUpdateOwnProfile } from '../api/update-own-profile';

/** The Edit Profile tab: the member's own fields (never designation, department, status or LPU ID). */
export function EditProfileForm({ profile }: { profile: MemberProfile }) {
  const update = useUpdateOwnProfile();
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
      }}
      onSubmit={(values) => update.mutateAsync(values)}
      successMessage="Profile updated successfully!"
      failureMessage="Failed to update profile. Please try again."
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="fullname" label="Full Name" autoComplete="name" />
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
          <FormTextField control={control} name="program" label="Program" />
          <FormSelect control={control} name="year" label="Year" options={YEAR_OPTIONS} />
          <FormTextField control={control} name="linkedIn" label="LinkedIn" type="url" autoComplete="url" />
          <FormTextField control={control} name="github" label="GitHub" type="url" autoComplete="url" />
          <FormTextField control={control} name="bio" label="Bio" multiline minRows={4} characterLimit={BIO_MAX} />
          <SubmitButton pendingLabel="Updating profile...">Update Profile</SubmitButton>
        </>
      )}
    </Form>
  );
}
