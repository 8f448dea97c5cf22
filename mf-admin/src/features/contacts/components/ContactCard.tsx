import { useState } from 'react';
import type { ContactRequest } from '@guildhall/contracts';
import { getErrorMessage } from '@guildhall/shared-session';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { formatDateTime } from '@guildhall/contracts/dates';
import { ReviewCard } from '../../../review-panel/ReviewCard';
import { useResolveContact } from '../api/resolve-contact';

interface ContactCardProps {
  contact: ContactRequest;
  expanded: boolean;
  onToggle(): void;
}

/** One contact request: summary, every detail field, Mark as Resolved, Copy Email, the footer Resolve and ID. */
export function ContactCard({ contact, expanded, onToggle }: ContactCardProps) {
  const resolve = useResolveContact();
  const [copied, setCopied] = useState('');
  const pending = contact.status === 'pending';
  const copyEmail = async () => {
    try {
      await navigator.clipboard.writeText(contact.email);
      setCopied('Email copied');
    } catch {
      setCopied('Could not copy: select the address above');
    }
  };

  return (
    <ReviewCard
      id={contact.id}
      title={contact.name}
      lines={[contact.email, contact.subject]}
      status={contact.status}
      date={formatDateTime(contact.createdAt)}
      isNew={pending}
      expanded={expanded}
      onToggle={onToggle}
      details={[
        ['Name', contact.name],
        ['Email', contact.email],
        ['Phone', contact.phone],
        ['LPU ID', contact.lpuID],
        ['Subject', contact.subject],
        ['Message', contact.message],
        ['Status', contact.status],
        ['Created At', formatDateTime(contact.createdAt)],
      ]}
      actions={
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {pending && (
              <Button
                variant="contained"
                color="success"
                disabled={resolve.isPending}
                onClick={() => resolve.mutate(contact.id)}
              >
                Mark as Resolved
              </Button>
            )}
            <Button startIcon={<ContentCopy />} onClick={copyEmail}>
              Copy Email
            </Button>
            {copied && (
              <Typography variant="body2" role="status" color="text.secondary">
                {copied}
              </Typography>
            )}
          </Stack>
          {resolve.isError && (
            <Typography variant="body2" color="error" role="alert">
              {getErrorMessage(resolve.error)}
            </Typography>
          )}
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1 }}
          >
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              ID: {contact.id}
            </Typography>
            {pending && (
              <Button size="small" disabled={resolve.isPending} onClick={() => resolve.mutate(contact.id)}>
                Resolve
              </Button>
            )}
          </Stack>
        </Stack>
      }
    />
  );
}
