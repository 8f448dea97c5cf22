import { useState } from 'react';
import type { ReviewedApplication } from '@guildhall/contracts';
import { getErrorMessage } from '@guildhall/shared-session';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@guildhall/contracts/dates';
import { yesNo } from '../../../review-panel/export-file';
import { ReviewCard } from '../../../review-panel/ReviewCard';
import { useChangeApplication, type ApplicationAction } from '../api/change-application';
import { accommodationLabel, genderLabel } from '../export-spec';
import { AlreadyMemberChip, alreadyMemberText } from './AlreadyMemberChip';

const domainLabel = (domain: string) => domain.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

interface ApplicationCardProps {
  application: ReviewedApplication;
  expanded: boolean;
  onToggle(): void;
}

/**
 * One application: summary (marked when its applicant is already a member), every detail field, Approve / Reject /
 * Delete (confirmed) / Mark as Seen.
 */
export function ApplicationCard({ application, expanded, onToggle }: ApplicationCardProps) {
  const change = useChangeApplication();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const run = (action: ApplicationAction) =>
    change.mutate(
      { ...action, id: application.id },
      {
        onSettled: () => setConfirmingDelete(false),
      },
    );
  const failedAction = change.variables?.action;

  return (
    <>
      <ReviewCard
        id={application.id}
        title={application.fullName}
        lines={[application.email, ...(application.position ? [application.position] : [])]}
        status={application.status}
        date={formatDateTime(application.createdAt)}
        isNew={!application.seen}
        badges={application.alreadyMember && <AlreadyMemberChip mark={application.alreadyMember} />}
        expanded={expanded}
        onToggle={onToggle}
        details={[
          ['Full Name', application.fullName],
          ['Already a Member', alreadyMemberText(application.alreadyMember)],
          ['LPU ID', application.LpuId],
          ['Email', application.email],
          ['Phone', application.phone],
          ['Course', application.course],
          ['Gender', genderLabel(application.gender)],
          ['Domains', application.domains.map(domainLabel).join(', ')],
          ['Accommodation', accommodationLabel(application.accommodation)],
          ['Previous Experience', yesNo(application.previousExperience)],
          ['Any Other Org', yesNo(application.anyotherorg)],
          ['Bio', application.bio || 'No bio provided'],
          ['Status', application.status],
          ['Seen', yesNo(application.seen)],
          ['Created At', formatDateTime(application.createdAt)],
        ]}
        actions={
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                color="success"
                disabled={change.isPending || application.status === 'approved'}
                onClick={() => run({ action: 'status', status: 'approved' })}
              >
                Approve
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={change.isPending || application.status === 'rejected'}
                onClick={() => run({ action: 'status', status: 'rejected' })}
              >
                Reject
              </Button>
              <Button color="error" disabled={change.isPending} onClick={() => setConfirmingDelete(true)}>
                Delete
              </Button>
              {!application.seen && (
                <Button disabled={change.isPending} onClick={() => run({ action: 'seen' })}>
                  Mark as Seen
                </Button>
              )}
            </Stack>
            {change.isSuccess && change.variables.action === 'status' && (
              <Alert severity="success" role="status">
                {change.data}
              </Alert>
            )}
            {change.isError && failedAction === 'seen' && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => change.reset()}>
                    Dismiss
                  </Button>
                }
              >
                Error marking application: {getErrorMessage(change.error)}
              </Alert>
            )}
            {change.isError && failedAction !== 'seen' && (
              <Typography variant="body2" color="error" role="alert">
                {getErrorMessage(change.error)}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              ID: {application.id}
            </Typography>
          </Stack>
        }
      />
      {confirmingDelete && (
        <Dialog open onClose={() => setConfirmingDelete(false)} aria-labelledby="delete-application-title">
          <DialogTitle id="delete-application-title">Delete application</DialogTitle>
          <DialogContent>
            <DialogContentText>Are you sure you want to delete this application?</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmingDelete(false)}>Cancel</Button>
            <Button
              color="error"
              variant="contained"
              disabled={change.isPending}
              onClick={() => run({ action: 'delete' })}
            >
              Delete
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
