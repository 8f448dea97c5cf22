import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOMMODATION_OPTIONS } from '@guildhall/contracts/enums';
import { BIO_MAX, MAX_APPLICATION_DOMAINS } from '@guildhall/contracts/limits';
import { Form, FormCheckbox, FormCheckboxGroup, FormRadioGroup, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { useApplyForMembership } from '../api/apply-for-membership';
import { DOMAIN_OPTIONS } from '../domains';

// Fetched on the first focus: zod stays off this budgeted first load.
const loadSchema = () => import('@guildhall/contracts').then((contracts) => contracts.membershipApplicationFormSchema);

const TEXT_FIELDS = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'LpuId', label: 'LPU ID' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone Number', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  { name: 'course', label: 'Course' },
] as const;

const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

const twoColumnsFromSmall = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 };

export function JoinForm() {
  const apply = useApplyForMembership();

  return (
    <Stack spacing={2.5}>
      <div>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Join Our Organization
        </Typography>
        <Typography color="text.secondary">Tell us about yourself; the team reviews every application.</Typography>
      </div>
      <Form
        schema={loadSchema}
        defaultValues={{
          fullName: '',
          LpuId: '',
          email: '',
          phone: '',
          course: '',
          domains: [],
          previousExperience: false,
          anyotherorg: false,
          bio: '',
        }}
        onSubmit={(application) => apply.mutateAsync(application)}
        successMessage="Registration successful! We will contact you soon."
        failureMessage="Registration failed. Please check your details or try again."
        resetOnSuccess
      >
        {({ control }) => (
          <>
            <Box sx={twoColumnsFromSmall}>
              {TEXT_FIELDS.map((field) => (
                <FormTextField key={field.name} control={control} {...field} />
              ))}
            </Box>
            <Box sx={twoColumnsFromSmall}>
              <FormRadioGroup control={control} name="gender" label="Gender" options={GENDER_OPTIONS} />
              <FormRadioGroup
                control={control}
                name="accommodation"
                label="Accommodation Type"
                options={ACCOMMODATION_OPTIONS}
              />
            </Box>
            <FormCheckboxGroup
              control={control}
              name="domains"
              label={`Interested Domains (up to ${MAX_APPLICATION_DOMAINS})`}
              options={DOMAIN_OPTIONS}
              max={MAX_APPLICATION_DOMAINS}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              <FormCheckbox control={control} name="previousExperience" label="Previous Experience" />
              <FormCheckbox control={control} name="anyotherorg" label="Member of Other Organizations" />
            </Box>
            <FormTextField control={control} name="bio" label="Bio" multiline minRows={4} characterLimit={BIO_MAX} />
            <SubmitButton pendingLabel="Registering...">Register Now</SubmitButton>
          </>
        )}
      </Form>
    </Stack>
  );
}
