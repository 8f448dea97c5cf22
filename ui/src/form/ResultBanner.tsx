import Alert from '@mui/material/Alert';

export interface BannerMessage {
  severity: 'success' | 'error';
  text: string;
}

/** The outcome of a form's submission, shown above its fields. */
export function ResultBanner({ message }: { message: BannerMessage | null }) {
  if (!message) return null;
  return (
    <Alert severity={message.severity} variant="outlined">
      {message.text}
    </Alert>
  );
}
