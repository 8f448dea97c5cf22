import { renderFirstPaint } from '@guildhall/ui/first-paint';
import { FIRST_PAINTS } from './first-paint';

// A first paint is on screen before any script runs (docs/interfaces.md, "First paint"): whatever it offers must work
// without the app. A link works (the browser follows its href); a button would do nothing until the app started, and
// a click on it would be lost.
const paints = Object.entries(FIRST_PAINTS).flatMap(([page, declaration]) => [
  [`${page} (plain)`, renderFirstPaint(declaration!.page, declaration!.path)] as const,
  ...(declaration!.withData
    ? ([
        [`${page} (with data)`, renderFirstPaint(declaration!.withData.present, declaration!.path)],
        [`${page} (no data)`, renderFirstPaint(declaration!.withData.absent, declaration!.path)],
      ] as const)
    : []),
]);

it.each(paints)('%s offers no button, and every link has a real address', (_, html) => {
  const markup = new DOMParser().parseFromString(html, 'text/html');
  expect(markup.querySelectorAll('button, [role="button"], input, select, textarea')).toHaveLength(0);
  for (const link of markup.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^\/\S*$/);
});

it("home's first paint links 'Join Our Community' to the Join Club tab", () => {
  const html = renderFirstPaint(FIRST_PAINTS['mf_public/HomePage']!.page, '/home');
  const link = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('a')].find(
    (a) => a.textContent === 'Join Our Community',
  );
  expect(link?.getAttribute('href')).toBe('/auth/register');
});
