import Typography from '@mui/material/Typography';
import {
  memberRemovalFormSchema,
  memberRestrictionFormSchema,
  RESTRICTION_REASON_MAX,
  type MemberProfile,
} from '@guildhall/contracts';
import { Form, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { useRestrictMember, type Restriction } from '../api/restrict-member';
import { MemberDialog } from './MemberDialog';

const TEXTS: Record<Restriction, { title: string; button: string; failure: string; effect: string }> = {
  ban: {
    title: 'Ban Member',
    button: 'Ban Member',
    failure: 'Failed to ban member',
    effect: 'is signed out at once and cannot sign in until unbanned.',
  },
  remove: {
    title: 'Remove Member',
    button: 'Remove Member',
    failure: 'Failed to remove member',
    effect: 'is signed out at once and loses access to the club for good.',
  },
};

interface RestrictMemberDialogProps {
  member: MemberProfile;
  restriction: Restriction;
  onClose(): void;
}

/**
 * Ban or Remove: a reason (the button stays disabled while it is empty). A ban may name the day it is reviewed; a
 * removal is final, so it has no review date (the API refuses one: docs/choices.md, "Admin dashboard").
 */
export function RestrictMemberDialog({ member, restriction, onClose }: RestrictMemberDialogProps) {
  const restrict = useRestrictMember();
  const text = TEXTS[restriction];
  const reasonField = {
    name: 'reason',
    label: 'Reason',
    multiline: true,
    minRows: 2,
    characterLimit: RESTRICTION_REASON_MAX,
  } as const;

  return (
    <MemberDialog title={text.title} onClose={onClose}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {member.fullname} ({member.LpuId}) {text.effect}
      </Typography>
      {restriction === 'ban' ? (
        <Form
          schema={memberRestrictionFormSchema}
          defaultValues={{ reason: '', reviewTime: '' }}
          onSubmit={async (values) => {
            await restrict.mutateAsync({ id: member.id, restriction, ...values });
            onClose();
          }}
          failureMessage={text.failure}
        >
          {({ control, watch }) => (
            <>
              <FormTextField control={control} {...reasonField} />
              <FormTextField
                control={control}
                name="reviewTime"
                label="Review date (optional)"
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <SubmitButton disabled={!watch('reason').trim()}>{text.button}</SubmitButton>
            </>
          )}
        </Form>
      ) : (
        <Form
          schema={memberRemovalFormSchema}
          defaultValues={{ reason: '' }}
          onSubmit={async (values) => {
            await restrict.mutateAsync({ id: member.id, restriction, ...values });
            onClose();
          }}
          failureMessage={text.failure}
        >
          {({ control, watch }) => (
            <>
              <FormTextField control={control} {...reasonField} />
              <SubmitButton disabled={!watch('reason').trim()}>{text.button}</SubmitButton>
            </>
          )}
        </Form>
      )}
    </MemberDialog>
  );
}
