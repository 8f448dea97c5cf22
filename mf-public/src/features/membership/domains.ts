import { DOMAINS, type Domain } from '@guildhall/contracts/enums';
import type { FieldOption } from '@guildhall/ui/form';

const DOMAIN_LABELS: Record<Domain, string> = {
  technical: 'Technical',
  'data-management': 'Data Management',
  'event-management': 'Event Management',
  marketing: 'Marketing',
  media: 'Media',
  'content-creation': 'Content Creation',
  'content-writing': 'Content Writing',
  'arts-and-culture': 'Arts and Culture',
  design: 'Design',
};

/** The join form's interest domains, in the spec's order. */
export const DOMAIN_OPTIONS: FieldOption<Domain>[] = DOMAINS.map((domain) => ({
  value: domain,
  label: DOMAIN_LABELS[domain],
}));
