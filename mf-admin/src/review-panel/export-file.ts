import { defuseCsvFormula } from '@guildhall/contracts/csv';
import { clubDay } from '@guildhall/contracts/dates';
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

/**
 * UTF-8's byte order mark, first in every CSV file (as in the API's ticket CSV): without it Excel reads the file as
 * the system's code page and mangles accented names ('JosÃ©' for 'José').
 */
export const CSV_BOM = '\uFEFF';

/** 'applications-2026-11-23.csv': the prefix and today's date in the club's calendar. */
export const exportFileName = (prefix: string, format: ExportFormat, now = new Date()) =>
  `${prefix}-${clubDay(now)}.${format}`;

/** The file's bytes: UTF-8, a CSV with its byte order mark. */
export function exportBlob(content: string, format: ExportFormat): Blob {
  return format === 'csv'
    ? new Blob([CSV_BOM, content], { type: 'text/csv;charset=utf-8' })
    : new Blob([content], { type: 'application/json' });
}

/** Hands the browser the export to save. */
export function downloadFile(name: string, content: string, format: ExportFormat): void {
  saveFile(exportBlob(content, format), name);
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
