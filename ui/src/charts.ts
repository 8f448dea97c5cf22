// '@guildhall/ui/charts': the MUI X charts the apps draw (the overview's bars, the ticket desk's timeline). A shared
// module the remotes provide, like '@guildhall/ui/data-grid': the first remote of a visit that draws a chart provides
// it, so MUI X Charts download once even when two remotes draw charts. Each chart loads on first render (draw it
// inside a Suspense boundary): the overview's bars do not download the timeline's lines, and the build puts what
// both use in a chunk of its own. (Destructured, so the bundler keeps only the chart of each folder's barrel.)
import { lazy } from 'react';

export const BarChart = lazy(() => import('@mui/x-charts/BarChart').then(({ BarChart }) => ({ default: BarChart })));
export const LineChart = lazy(() =>
  import('@mui/x-charts/LineChart').then(({ LineChart }) => ({
    default: LineChart,
  })),
);
