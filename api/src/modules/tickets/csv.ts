// The ticket CSV's cells (spec section 9: fields containing commas are quoted). A cell is quoted when it holds a
// comma, a quote or a line break (quotes doubled, RFC 4180); a cell a spreadsheet would run as a formula (=, @, or
// + / - not starting a number) gets a leading apostrophe, as the admin panel's exports do. Rows end with CRLF.

const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d\s]))/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | null | undefined): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: readonly (string | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;
