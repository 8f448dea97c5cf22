// CSV formula injection (OWASP, "CSV Injection"): a spreadsheet runs a cell that starts with =, +, -, @, a tab or a
// carriage return as a formula (`=HYPERLINK(...)`, `-2+3+cmd|' /C calc'!A0`, `+1+WEBSERVICE(...)`). Such a cell
// gets a leading apostrophe, which makes it text. The one rule for every CSV we write: the API's ticket export and
// the admin panel's exports. Plain constants, no zod: each app bundles it.

const FORMULA_START = /^[=+\-@\t\r]/;

/** `text`, or `'text` when a spreadsheet would read it as a formula. Quoting is the caller's. */
export function defuseCsvFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
