/** One content line of an iCalendar file: its name, its parameters (as written) and its value, text unescaped. */
export interface IcsLine {
  name: string;
  params: string;
  value: string;
}

// RFC 5545 §3.3.11: a text value's backslash escapes.
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_match, char: string) => (/n/i.test(char) ? '\n' : char));

/**
 * Reads an .ics file as a calendar client would: lines end in CRLF, a line starting with a space or a tab continues
 * the one before (folding), text values unescape. Throws on anything else, so a test sees a broken file.
 */
export function parseIcs(text: string): IcsLine[] {
  if (!text.endsWith('\r\n')) throw new Error('An .ics file ends with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`A bare line break in ${JSON.stringify(line)}`);
    if ([...line].length > 75) throw new Error(`An unfolded line longer than 75 characters: ${line}`);
  }
  const unfolded = physical
    .join('\r\n')
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  return unfolded.map((line) => {
    const match = /^([A-Z][A-Z0-9-]*)((?:;[^:]*)?):(.*)$/.exec(line);
    if (!match) throw new Error(`Not a content line: ${line}`);
    return { name: match[1]!, params: match[2]!, value: unescapeText(match[3]!) };
  });
}

/** The value of the one property `name` has in `lines` (throws when there is none, or several). */
export function icsValue(lines: IcsLine[], name: string): string {
  const found = lines.filter((line) => line.name === name);
  if (found.length !== 1) throw new Error(`${found.length} ${name} lines`);
  return found[0]!.value;
}
