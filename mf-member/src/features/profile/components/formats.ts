import { YEAR_OPTIONS } from '@guildhall/contracts';

/** '2nd Year' */
export const yearLabel = (year: number) =>
  YEAR_OPTIONS.find((option) => option.value === String(year))?.label ?? String(year);
