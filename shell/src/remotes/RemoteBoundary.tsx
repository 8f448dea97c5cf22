import { Component, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RemoteModuleId } from '@guildhall/contracts/federation';
import { describeRemoteFailure } from './describe-remote-failure';
import { EndFirstPaint } from './first-paint';

interface RemoteBoundaryProps {
  /** The exposed module inside, named in the report of what failed. */
  page: RemoteModuleId;
  /** The part of the site inside, as a user would name it: 'admin dashboard'. */
  area: string;
  /** Called before the children render again, to start a fresh load. */
  onRetry(): void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: Error | null;
}

/**
 * Keeps a failed remote inside its own frame: the navbar and every other route keep working. Shown once the
 * federation runtime has given up (its retry plugin already tried again), with what failed and why.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', px: 3, py: { xs: 8, sm: 12 }, textAlign: 'center' }}>
        <EndFirstPaint />
        <Typography variant="h5" component="h1" gutterBottom>
          The {this.props.area} could not be loaded
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          This part of Guildhall is unavailable right now. The rest of the site still works; check your connection and
          try again.
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 3, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          data-testid="remote-failure"
        >
          {this.props.page}: {describeRemoteFailure(error)}
        </Typography>
        <Button variant="contained" onClick={this.retry}>
          Retry
        </Button>
      </Box>
    );
  }
}
