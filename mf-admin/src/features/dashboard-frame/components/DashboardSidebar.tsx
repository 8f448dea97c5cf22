import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { DashboardTab } from '../../../dashboard-tab';

interface DashboardSidebarProps {
  tabs: readonly DashboardTab[];
  current: string;
  onOpen(id: string): void;
}

/** The tab list: a navigation landmark whose current entry is marked for assistive technology. */
export function DashboardSidebar({ tabs, current, onOpen }: DashboardSidebarProps) {
  return (
    <List component="nav" aria-label="Dashboard sections" sx={{ p: 1 }}>
      {tabs.map((tab) => (
        <ListItemButton
          key={tab.id}
          selected={tab.id === current}
          aria-current={tab.id === current ? 'page' : undefined}
          onClick={() => onOpen(tab.id)}
          sx={{ borderRadius: 2, mb: 0.5 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{tab.icon}</ListItemIcon>
          <ListItemText primary={tab.label} />
        </ListItemButton>
      ))}
    </List>
  );
}
