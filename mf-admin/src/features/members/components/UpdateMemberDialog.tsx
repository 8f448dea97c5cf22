import { adminMemberUpdateSchema, type MemberProfile } from '@guildhall/contracts';
import { Form, FormSelect, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { useUpdateMember } from '../api/update-member';
import { departmentOptionsFor, DESIGNATION_OPTIONS } from '../options';
import { MemberDialog } from './MemberDialog';

/** Update Member: department, designation and LPU ID. */
export function UpdateMemberDialog({ member, onClose }: { member: MemberProfile; onClose(): void }) {
  const update = useUpdateMember();

  return (
    <MemberDialog title="Update Member" onClose={onClose}>
      <Form
        schema={adminMemberUpdateSchema}
        defaultValues={{ department: member.department, designation: member.designation, LpuId: member.LpuId }}
        onSubmit={async (values) => {
          await update.mutateAsync({ id: member.id, ...values });
          onClose();
        }}
        failureMessage="Failed to update member"
      >
        {({ control }) => (
          <>
            <FormSelect
              control={control}
              name="department"
              label="Department"
              options={departmentOptionsFor(member.department)}
            />
            <FormSelect control={control} name="designation" label="Designation" options={DESIGNATION_OPTIONS} />
            <FormTextField control={control} name="LpuId" label="LPU ID" autoComplete="off" />
            <SubmitButton pendingLabel="Updating...">Update Member</SubmitButton>
          </>
        )}
      </Form>
    </MemberDialog>
  );
}
