import { CertificateDeskSection } from '../features/certificate-desk/components/CertificateDeskSection';
import { TicketDesk } from '../features/ticket-desk/components/TicketDesk';

/**
 * `mf_tickets/TicketPanel`: the admin ticket desk, rendered by mf-admin's dashboard in its Tickets tab (loaded at
 * runtime through the shell, like the event page loads PurchaseDialog), with the chosen event's attendance
 * certificates under its tickets. No props: it finds its events itself.
 */
export default function TicketPanel() {
  return <TicketDesk EventSection={CertificateDeskSection} />;
}
