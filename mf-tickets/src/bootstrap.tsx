import { createRoot } from 'react-dom/client';
import Typography from '@mui/material/Typography';

createRoot(document.getElementById('root')!).render(<Typography>mf-tickets</Typography>);
