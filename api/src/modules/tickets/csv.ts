// The ticket CSV's cells (spec section 9: fields containing commas are quoted). A cell is quoted when it holds a
// comma, a quote or a line break (quotes doubled, RFC 4180); a cell a spreadsheet would run as a formula (OWASP's
// rule: starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, the rule the admin panel's
// exports share (@guildhall/contracts/csv). Rows end with CRLF.
import { defuseCsvFormula } from '@guildhall/contracts/csv';

const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | null | undefined): string {
  const safe = defuseCsvFormula(value ?? '');
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: readonly (string | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;
