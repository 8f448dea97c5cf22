import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import type { TicketTimeline } from '@guildhall/contracts';
import TicketTimelineChart from './TicketTimelineChart';

// MUI X renders its SVG in jsdom (on a 100 px wide surface): these tests read what it drew.
jest.setTimeout(60_000);

const drawn = async (days: TicketTimeline['days']) => {
  const { container } = render(
    <Suspense fallback="loading">
      <TicketTimelineChart timeline={{ days }} />
    </Suspense>,
  );
  // The legend comes with the chart's lazily loaded code.
  expect(await screen.findByText('Created')).toBeInTheDocument();
  return container;
};
const seriesOf = (element: Element) => element.closest('[data-series]')?.getAttribute('data-series');

it('draws one day as bars side by side, each labelled with its count, with a legend', async () => {
  // Two series with the same count on the one day: as points they were one dot on top of the other.
  const chart = await drawn([{ day: '2026-11-20', created: 2, used: 2, cancelled: 0 }]);

  expect(chart.querySelectorAll('.MuiLineChart-line')).toHaveLength(0);
  const bars = [...chart.querySelectorAll('rect.MuiBarChart-element')];
  const created = bars.find((bar) => bar.getAttribute('fill') === '#1e6fd9')!;
  const used = bars.find((bar) => bar.getAttribute('fill') === '#2e7d32')!;
  expect(created).toBeDefined();
  expect(used).toBeDefined();
  // Equal heights, different places: both can be seen.
  expect(created.getAttribute('height')).toBe(used.getAttribute('height'));
  expect(created.getAttribute('x')).not.toBe(used.getAttribute('x'));

  // Each non-empty bar carries its number; the empty Cancelled bar none.
  const labels = [...chart.querySelectorAll('text.MuiBarChart-label')];
  expect(labels.map((label) => label.textContent)).toEqual(['2', '2']);
  expect(new Set(labels.map(seriesOf)).size).toBe(2);

  const legend = chart.querySelector('.MuiChartsLegend-root')!;
  for (const name of ['Created', 'Used', 'Cancelled']) expect(legend).toHaveTextContent(name);
  expect(chart).toHaveTextContent('20 Nov');
});

it('draws a longer timeline as lines whose marks differ in shape, with a legend', async () => {
  const days = Array.from({ length: 10 }, (_, index) => ({
    day: `2026-11-${String(index + 10)}`,
    created: index,
    used: index,
    cancelled: 0,
  }));
  const chart = await drawn(days);

  expect(chart.querySelectorAll('rect.MuiBarChart-element')).toHaveLength(0);
  expect(chart.querySelectorAll('.MuiLineChart-line')).toHaveLength(3);
  // The legend's marks: a circle, a square and a triangle (not three equal dots).
  const legendShapes = [...chart.querySelectorAll('.MuiChartsLegend-mark svg path:not(.MuiChartsLabelMark-fill)')].map(
    (path) => path.getAttribute('d'),
  );
  expect(new Set(legendShapes).size).toBe(3);
});
