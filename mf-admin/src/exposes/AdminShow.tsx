import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from '@guildhall/ui/router';
import { ApplicationsPanel } from '../features/applications/components/ApplicationsPanel';
import { ContactsPanel } from '../features/contacts/components/ContactsPanel';

const TABS = [
  { value: 'applications', label: 'Applications', panel: ApplicationsPanel },
  { value: 'contacts', label: 'Contacts', panel: ContactsPanel },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** `mf_admin/AdminShow`: the admin review panel at `/admin/show` (the tab survives a reload as `?tab=`). */
export default function AdminShow() {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(location.search).get('tab');
  const current = TABS.find((tab) => tab.value === requested) ?? TABS[0];
  const select = (value: TabValue) => navigate({ search: `?tab=${value}` }, { replace: true });
  const Panel = current.panel;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Admin Panel
      </Typography>
      <Tabs
        value={current.value}
        onChange={(_, value: TabValue) => select(value)}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`tab-${tab.value}`}
            aria-controls={`panel-${tab.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${current.value}`} aria-labelledby={`tab-${current.value}`}>
        <Panel />
      </Box>
    </Container>
  );
}
