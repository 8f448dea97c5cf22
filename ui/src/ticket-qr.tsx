// '@guildhall/ui/ticket-qr': a ticket's QR as its holder shows it at the door, the same on the payment result and on
// the member's profile.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function TicketQr({ src, ticketId, id }: { src: string; ticketId: string; id?: string }) {
  return (
    <Stack id={id} spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
      <Box
        component="img"
        src={src}
        alt={`QR code of ticket ${ticketId}`}
        sx={{ width: 220, height: 220, maxWidth: '100%' }}
      />
      <Typography sx={{ fontWeight: 600 }}>Show this QR at entry</Typography>
    </Stack>
  );
}
