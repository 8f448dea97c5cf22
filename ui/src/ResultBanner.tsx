import Alert from '@mui/material/Alert';

export interface BannerMessage {
  severity: 'success' | 'error';
  text: string;
}

/** The outcome of a form submission, shown above the form. */
export function ResultBanner({ message }: { message: BannerMessage | null }) {
  if (!message) return null;
  return (
    <Alert severity={message.severity} variant="outlined">
      {message.text}
    </Alert>
  );
}
