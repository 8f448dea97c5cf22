import { renderFirstPaint } from '@guildhall/ui/first-paint';
import { FIRST_PAINTS } from './first-paint';

// A first paint is on screen before any script runs (docs/interfaces.md, "First paint"): whatever it offers must work
// without the app. A link works (the browser follows its href). A field works inside a first-paint form (its text
// is handed over to the app's form, and the form itself cannot send). A button works only when it queues its click:
// it opens a popover in the paint (the browser does that by itself), which the app acts on once it runs; any other
// button would do nothing until the app started, and a click on it would be lost.
const paints = Object.entries(FIRST_PAINTS).flatMap(([page, declaration]) => [
  [`${page} (plain)`, renderFirstPaint(declaration!.page, declaration!.path)] as const,
  ...(declaration!.eachPath ?? []).map(
    (path) => [`${page} (at ${path})`, renderFirstPaint(declaration!.page, path)] as const,
  ),
  ...(declaration!.withData?.present
    ? ([[`${page} (with data)`, renderFirstPaint(declaration!.withData.present, declaration!.path)]] as const)
    : []),
  ...(declaration!.withData?.absent
    ? ([[`${page} (no data)`, renderFirstPaint(declaration!.withData.absent, declaration!.path)]] as const)
    : []),
]);

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

it.each(paints)(
  '%s: every link has a real address, every button queues its click, every field is handed over',
  (_, html) => {
    const markup = parse(html);
    for (const link of markup.querySelectorAll('a'))
      expect(link.getAttribute('href')).toMatch(/^(\/\S*|mailto:\S+|tel:\S+)$/);
    for (const button of markup.querySelectorAll('button, [role="button"]')) {
      expect(button.getAttribute('type')).toBe('button');
      expect(button.getAttribute('popovertargetaction')).toBe('show');
      expect(markup.getElementById(button.getAttribute('popovertarget') ?? '')?.getAttribute('popover')).toBe('manual');
      expect(button.closest('form[data-first-paint-form]')).not.toBeNull();
    }
    for (const field of markup.querySelectorAll('input, select, textarea')) {
      expect(field.closest('form[data-first-paint-form][method="dialog"]')).not.toBeNull();
      // MUI's multiline field measures itself with a hidden copy that holds nothing of the visitor's.
      if (field.getAttribute('aria-hidden') !== 'true') expect(field.getAttribute('name')).toMatch(/\S/);
    }
  },
);

it("home's first paint links 'Join Our Community' to the Join Club tab", () => {
  const html = renderFirstPaint(FIRST_PAINTS['mf_public/HomePage']!.page, '/home');
  const link = [...parse(html).querySelectorAll('a')].find((a) => a.textContent === 'Join Our Community');
  expect(link?.getAttribute('href')).toBe('/auth/register');
});

it("the contact form's first paint has every field of the form and a Send Message that queues", () => {
  const markup = parse(renderFirstPaint(FIRST_PAINTS['mf_public/ContactPage']!.page, '/contact'));
  const form = markup.querySelector('form[data-first-paint-form="contact"]');
  expect([...form!.querySelectorAll('[name]')].map((field) => field.getAttribute('name'))).toEqual([
    'name',
    'lpuID',
    'email',
    'phone',
    'subject',
    'message',
  ]);
  expect(form!.querySelector('button')?.textContent).toBe('Send Message');
});

it('each policy path gets its own text', () => {
  const declaration = FIRST_PAINTS['mf_public/PolicyPage']!;
  const headings = declaration.eachPath!.map(
    (path) => parse(renderFirstPaint(declaration.page, path)).querySelector('h1')?.textContent,
  );
  expect(new Set(headings).size).toBe(4);
  expect(headings).toContain('Privacy Policy');
});
