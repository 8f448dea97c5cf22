import { useEffect, useState } from 'react';
import { ADD_MEMBER_CLOSE_MS, addMemberFormSchema } from '@guildhall/contracts';
import { Form, FormPasswordField, FormSelect, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { useAddMember } from '../api/add-member';
import { DEPARTMENT_OPTIONS, DESIGNATION_OPTIONS } from '../options';
import { MemberDialog } from './MemberDialog';

/** Register New Member (the 'Add Member' button): closes 1.5 s after a success; the list reloads at once. */
export function AddMemberDialog({ onClose }: { onClose(): void }) {
  const add = useAddMember();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onClose, ADD_MEMBER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done, onClose]);

  return (
    <MemberDialog title="Register New Member" onClose={onClose}>
      <Form
        schema={addMemberFormSchema}
        defaultValues={{ fullname: '', LpuId: '', email: '', password: '' }}
        onSubmit={async (values) => {
          await add.mutateAsync(values);
          setDone(true);
        }}
        successMessage="Member registered successfully!"
        failureMessage="Registration failed"
      >
        {({ control }) => (
          <>
            <FormTextField control={control} name="fullname" label="Full Name" autoComplete="off" />
            <FormTextField control={control} name="LpuId" label="LPU ID" autoComplete="off" />
            <FormTextField control={control} name="email" label="Email (optional)" type="email" autoComplete="off" />
            <FormPasswordField control={control} name="password" label="Password" autoComplete="new-password" />
            <FormSelect control={control} name="department" label="Department" options={DEPARTMENT_OPTIONS} />
            <FormSelect control={control} name="designation" label="Designation" options={DESIGNATION_OPTIONS} />
            <SubmitButton pendingLabel="Registering...">Register Member</SubmitButton>
          </>
        )}
      </Form>
    </MemberDialog>
  );
}
