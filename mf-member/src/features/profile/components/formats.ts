import { YEAR_OPTIONS } from '@guildhall/contracts';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** '1 Jul 2025' */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** '2nd Year' */
export const yearLabel = (year: number) =>
  YEAR_OPTIONS.find((option) => option.value === String(year))?.label ?? String(year);
