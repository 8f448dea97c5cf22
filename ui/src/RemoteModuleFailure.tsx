import { Component, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RemoteModuleId } from '@guildhall/contracts/federation';
import { describeRemoteFailure } from './describe-remote-failure';

/** 'page': a whole route (the shell's pages); 'inline': a part of a page (a tab, the dialog behind a button). */
export type RemoteModuleLayout = 'page' | 'inline';

interface FailureProps {
  id: RemoteModuleId;
  /** The part of the site, as a user would name it: 'admin dashboard', 'ticket purchase'. */
  area: string;
  error: Error;
  layout: RemoteModuleLayout;
  onRetry(): void;
}

const PAGE = { maxWidth: 560, mx: 'auto', px: 3, py: { xs: 8, sm: 12 }, textAlign: 'center' } as const;
const INLINE = { px: 2, py: 1.5, borderRadius: 2, bgcolor: 'error.main', color: 'common.white', textAlign: 'center' };

/**
 * The one view of a remote module that could not be loaded (or failed while drawing): what is missing, which module
 * and why, and Retry. Box, Typography and Button only: the MUI every first paint has already.
 */
export function RemoteModuleFailure({ id, area, error, layout, onRetry }: FailureProps) {
  const page = layout === 'page';
  return (
    <Box role="alert" sx={page ? PAGE : INLINE}>
      <Typography variant={page ? 'h5' : 'body2'} component={page ? 'h1' : 'p'} sx={{ fontWeight: 700, mb: 1 }}>
        The {area} could not be loaded
      </Typography>
      {page && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          This part of Guildhall is unavailable right now. The rest of the site still works; check your connection and
          try again.
        </Typography>
      )}
      <Typography
        variant={page ? 'body2' : 'caption'}
        component="p"
        color={page ? 'text.secondary' : undefined}
        sx={{ mb: page ? 3 : 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        data-testid="remote-failure"
      >
        {id}: {describeRemoteFailure(error)}
      </Typography>
      <Button
        variant={page ? 'contained' : 'outlined'}
        color={page ? 'primary' : 'inherit'}
        size={page ? 'medium' : 'small'}
        onClick={onRetry}
      >
        Retry
      </Button>
    </Box>
  );
}

interface BoundaryProps extends Omit<FailureProps, 'error' | 'onRetry'> {
  children: ReactNode;
}

/**
 * Keeps a remote module that throws while drawing inside its own frame, with the same view: the rest of the page
 * (the navbar, the other tabs) keeps working. Retry draws it again.
 */
export class RemoteModuleBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { id, area, layout } = this.props;
    return (
      <RemoteModuleFailure
        id={id}
        area={area}
        layout={layout}
        error={error}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}
