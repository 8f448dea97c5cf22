import { SIGN_IN_REGISTER_DEPARTMENTS } from '@guildhall/contracts/enums';
import { Form, FormPasswordField, FormSelect, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { useRegisterMember } from '../api/register-member';
import { loadMemberRegistrationSchema } from '../member-registration';

// The sign-in screen's own list (nine departments); the server assigns the designation 'member'.
const DEPARTMENT_OPTIONS = SIGN_IN_REGISTER_DEPARTMENTS.map((department) => ({ value: department, label: department }));

export function MemberRegisterForm() {
  const register = useRegisterMember();

  return (
    <Form
      schema={loadMemberRegistrationSchema}
      defaultValues={{ fullname: '', LpuId: '', email: '', password: '', secret: '' }}
      onSubmit={(registration) => register.mutateAsync(registration)}
      successMessage="Registration successful! You can now login."
      failureMessage="Registration failed."
      resetOnSuccess
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="fullname" label="Full Name" autoComplete="off" />
          <FormTextField control={control} name="LpuId" label="LPU ID" autoComplete="off" />
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="off" />
          <FormSelect control={control} name="department" label="Department" options={DEPARTMENT_OPTIONS} />
          <FormPasswordField control={control} name="password" label="Password" autoComplete="new-password" />
          <FormPasswordField control={control} name="secret" label="Admin Secret Key" autoComplete="off" />
          <SubmitButton>Register as Member</SubmitButton>
        </>
      )}
    </Form>
  );
}
