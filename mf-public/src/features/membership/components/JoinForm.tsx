import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCOMMODATION_OPTIONS, BIO_MAX, membershipApplicationSchema } from '@guildhall/contracts';
import { ResultBanner, useFormState, useSubmission } from '@guildhall/ui';
import { ChoiceRadioGroup } from '../../../components/ChoiceRadioGroup';
import { applyForMembership } from '../api/apply-for-membership';
import { EMPTY_APPLICATION, toApplicationInput, type ApplicationFormValues } from '../application-form';
import { DomainCheckboxes } from './DomainCheckboxes';

type TextFieldName = 'fullName' | 'LpuId' | 'email' | 'phone' | 'course';

const TEXT_FIELDS: ReadonlyArray<{ name: TextFieldName; label: string; type?: string; autoComplete?: string }> = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'LpuId', label: 'LPU ID' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'course', label: 'Course' },
];

const twoColumnsFromSmall = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 };

const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const;

export function JoinForm() {
  const form = useFormState<ApplicationFormValues>(EMPTY_APPLICATION);
  const submission = useSubmission();
  const { values, errors, setField } = form;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const application = form.validate(membershipApplicationSchema, toApplicationInput(values));
    if (!application) return;
    const applied = await submission.submit(() => applyForMembership(application), {
      success: 'Registration successful! We will contact you soon.',
      failure: 'Registration failed. Please check your details or try again.',
    });
    if (applied) form.reset();
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={3}>
      <div>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Join Our Organization
        </Typography>
        <Typography color="text.secondary">Tell us about yourself; the team reviews every application.</Typography>
      </div>
      <ResultBanner message={submission.banner} />
      <Box sx={twoColumnsFromSmall}>
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            {...form.textFieldProps(field.name)}
            fullWidth
          />
        ))}
      </Box>
      <Box sx={twoColumnsFromSmall}>
        <ChoiceRadioGroup label="Gender" options={GENDER_OPTIONS} {...form.fieldProps('gender')} />
        <ChoiceRadioGroup
          label="Accommodation Type"
          options={ACCOMMODATION_OPTIONS}
          {...form.fieldProps('accommodation')}
        />
      </Box>
      <DomainCheckboxes
        selected={values.domains}
        onChange={(domains) => setField('domains', domains)}
        error={errors.domains}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
        <FormControlLabel
          label="Previous Experience"
          control={
            <Checkbox
              checked={values.previousExperience}
              onChange={(event) => setField('previousExperience', event.target.checked)}
            />
          }
        />
        <FormControlLabel
          label="Member of Other Organizations"
          control={
            <Checkbox
              checked={values.anyotherorg}
              onChange={(event) => setField('anyotherorg', event.target.checked)}
            />
          }
        />
      </Box>
      <TextField
        label="Bio"
        name="bio"
        multiline
        minRows={4}
        value={values.bio}
        onChange={(event) => setField('bio', event.target.value)}
        error={Boolean(errors.bio) || values.bio.length > BIO_MAX}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{errors.bio}</span>
            <span>
              {values.bio.length}/{BIO_MAX}
            </span>
          </Box>
        }
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={submission.pending}>
        {submission.pending ? 'Registering...' : 'Register Now'}
      </Button>
    </Stack>
  );
}
