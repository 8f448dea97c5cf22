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

/**
 * The one view of a remote module that could not be loaded (or failed while drawing): what is missing, which module
 * and why, and Retry. Box, Typography and Button only: the MUI every first paint has already.
 */
export function RemoteModuleFailure({ id, area, error, layout, onRetry }: FailureProps) {
  const detail = `${id}: ${describeRemoteFailure(error)}`;
  if (layout === 'inline')
    return (
      <Box
        role="alert"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          flexWrap: 'wrap',
          justifyContent: 'center',
          px: 2,
          py: 1,
          borderRadius: 2,
          bgcolor: 'error.main',
          color: 'common.white',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            The {area} could not be loaded
          </Typography>
          <Typography
            variant="caption"
            component="p"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            data-testid="remote-failure"
          >
            {detail}
          </Typography>
        </Box>
        <Button size="small" variant="outlined" color="inherit" onClick={onRetry}>
          Retry
        </Button>
      </Box>
    );
  return (
    <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', px: 3, py: { xs: 8, sm: 12 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        The {area} could not be loaded
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        This part of Guildhall is unavailable right now. The rest of the site still works; check your connection and try
        again.
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mb: 3, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        data-testid="remote-failure"
      >
        {detail}
      </Typography>
      <Button variant="contained" onClick={onRetry}>
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
