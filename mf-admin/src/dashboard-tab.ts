import type { ComponentType, ReactElement } from 'react';

// The admin dashboard's tabs: the frame (features/dashboard-frame) draws the sidebar and shows the chosen tab's
// panel; the page (exposes/AdminDashboard.tsx) lists the tabs. A new tab is one entry in that list.

/** What the frame gives every panel. */
export interface DashboardTabProps {
  /** Switches to another tab by id (the overview's 'View All' opens Events). */
  openTab(id: string): void;
  /** Whether the dashboard has that tab (a link to a tab not built yet is not shown). */
  hasTab(id: string): boolean;
  /** Shows a message in the dashboard's error banner (the spec's dashboard-level banner). */
  showError(message: string): void;
}

export interface DashboardTab {
  /** Kept in the `tab` query parameter, so a reload stays on the tab. */
  id: string;
  label: string;
  icon: ReactElement;
  /** Usually `lazy(...)`: a panel's code (the grid, the charts) loads when the tab is first opened. */
  Panel: ComponentType<DashboardTabProps>;
}
