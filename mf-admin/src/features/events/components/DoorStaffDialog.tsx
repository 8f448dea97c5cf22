import { grantSchema, type AdminEvent } from '@guildhall/contracts';
import { getErrorMessage } from '@guildhall/shared-session';
import { Form, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { ListLoading, QueryView } from '@guildhall/ui/list-state';
import { PersonRow, RowList } from '@guildhall/ui/rows';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useDoorStaff, useGrantDoor, useRevokeDoor } from '../api/door-staff';

/** The members an admin lets check people in at this event's door: add by LPU ID, remove. */
export function DoorStaffDialog({ event, onClose }: { event: AdminEvent; onClose(): void }) {
  const staff = useDoorStaff(event.id);
  const grant = useGrantDoor(event.id);
  const revoke = useRevokeDoor(event.id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="door-staff-title">
      <DialogTitle id="door-staff-title">Door staff: {event.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          These members may check tickets in for this event at /tickets/check-in. Admins always can.
        </DialogContentText>
        <QueryView
          query={staff}
          loading={<ListLoading text="Loading door staff..." />}
          errorText="Door staff could not be loaded."
          isEmpty={(data) => data.length === 0}
          empty={<Typography color="text.secondary">No members yet.</Typography>}
        >
          {(data) => (
            <RowList label="Door staff">
              {data.map((member) => (
                <PersonRow
                  key={member.memberId}
                  name={member.fullname}
                  details={`${member.lpuId}${member.email ? ` · ${member.email}` : ''}`}
                  action={
                    <Button
                      color="error"
                      disabled={revoke.isPending}
                      aria-label={`Remove ${member.fullname}`}
                      onClick={() => revoke.mutate(member.memberId)}
                    >
                      Remove
                    </Button>
                  }
                />
              ))}
            </RowList>
          )}
        </QueryView>
        {revoke.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {getErrorMessage(revoke.error, 'Could not remove this member.')}
          </Alert>
        )}
        <Box sx={{ mt: 3 }}>
          <Form
            schema={grantSchema}
            defaultValues={{ lpuId: '' }}
            onSubmit={(values) => grant.mutateAsync(values)}
            failureMessage="Could not add this member."
            resetOnSuccess
          >
            {({ control }) => (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <FormTextField control={control} name="lpuId" label="Member's LPU ID" inputMode="numeric" />
                <Box sx={{ flexShrink: 0, pt: 1 }}>
                  <SubmitButton pendingLabel="Adding...">Add</SubmitButton>
                </Box>
              </Box>
            )}
          </Form>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
