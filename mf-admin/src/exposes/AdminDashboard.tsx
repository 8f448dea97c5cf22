import { lazy } from 'react';
import Dashboard from '@mui/icons-material/Dashboard';
import Event from '@mui/icons-material/Event';
import People from '@mui/icons-material/People';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import type { DashboardTab } from '../dashboard-tab';
import { DashboardFrame } from '../features/dashboard-frame/components/DashboardFrame';

/** The sidebar's tabs, in order: one entry per tab; each panel's code loads when its tab is first opened. */
const TABS: readonly DashboardTab[] = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    icon: <Dashboard />,
    Panel: lazy(() => import('../features/overview/components/OverviewTab').then((m) => ({ default: m.OverviewTab }))),
  },
  {
    id: 'members',
    label: 'Members',
    icon: <People />,
    Panel: lazy(() => import('../features/members/components/MembersTab').then((m) => ({ default: m.MembersTab }))),
  },
  {
    id: 'events',
    label: 'Events',
    icon: <Event />,
    Panel: lazy(() => import('../features/events/components/EventsTab').then((m) => ({ default: m.EventsTab }))),
  },
  {
    id: 'tickets',
    label: 'Tickets',
    icon: <ConfirmationNumber />,
    // mf-tickets' TicketPanel, loaded at runtime (a failure stays inside the tab).
    Panel: lazy(() => import('../features/tickets/components/TicketsTab').then((m) => ({ default: m.TicketsTab }))),
  },
];

/** `mf_admin/AdminDashboard`: the signed-in admin's dashboard at `/admin/dashboard`. */
export default function AdminDashboard() {
  return <DashboardFrame tabs={TABS} />;
}
