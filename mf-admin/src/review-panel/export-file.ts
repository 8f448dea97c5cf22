import { defuseCsvFormula } from '@guildhall/contracts/csv';
import { saveFile } from '@guildhall/ui/hooks';

/** One CSV column: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value(row: Row): string | number | boolean | null | undefined;
}

/**
 * Every cell quoted, quotes doubled; rows end with CRLF. A cell a spreadsheet would run as a formula (OWASP: starting
 * with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, as in the API's ticket CSV.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return `"${defuseCsvFormula(text).replace(/"/g, '""')}"`;
  };
  const lines = [columns.map((column) => cell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))));
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

export type ExportFormat = 'csv' | 'json';

/** 'applications-2026-11-23.csv': the prefix and today's ISO date. */
export const exportFileName = (prefix: string, format: ExportFormat, now = new Date()) =>
  `${prefix}-${now.toISOString().slice(0, 10)}.${format}`;

/** Hands the browser the export to save. */
export function downloadFile(name: string, content: string, format: ExportFormat): void {
  const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json';
  saveFile(new Blob([content], { type }), name);
}

/** 'Nov 23, 2026, 18:05' in the viewer's time zone; 'N/A' when missing. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
