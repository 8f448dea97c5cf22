import { Component, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface RemoteBoundaryProps {
  /** The part of the site inside, as a user would name it: 'admin dashboard'. */
  area: string;
  /** Called before the children render again, to start a fresh load. */
  onRetry(): void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  failed: boolean;
}

/** Keeps a failed remote inside its own frame: the navbar and every other route keep working. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteBoundaryState {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" sx={{ maxWidth: 520, mx: 'auto', px: 3, py: { xs: 8, sm: 12 }, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          The {this.props.area} could not be loaded
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This part of Guildhall is unavailable right now. The rest of the site still works; check your connection and
          try again.
        </Typography>
        <Button variant="contained" onClick={this.retry}>
          Retry
        </Button>
      </Box>
    );
  }
}
