import { figure } from '../figures.mjs';
import { benchEngines } from '../server/seeded-server.mjs';
import { browserBudgetFigures } from './budgets.mjs';
import { buildTimes } from './build-times.mjs';
import { tenYearsBrowserFigures } from './ten-years-browser.mjs';
import { visitFigures } from './visit-figures.mjs';

/** Every browser figure. The builds run first, so the product measured after them is freshly built. */
export async function measureBrowser() {
  const builds = await buildTimes();
  const figures = [
    figure({
      figure: 'Full npm run build (2 cores)',
      value: builds.full,
      unit: 's',
      note: 'all workspaces, server too',
    }),
    ...builds.remotes.map(({ name, seconds }) =>
      figure({
        figure: `${name} build alone`,
        value: seconds,
        unit: 's',
        goal: '< 1/4 of the full build',
        met: seconds < builds.full / 4,
        baseline: builds.full,
      }),
    ),
  ];
  figures.push(...(await browserBudgetFigures({ timings: true })));
  figures.push(...(await visitFigures()));
  figures.push(...(await tenYearsBrowserFigures(await benchEngines())));
  return figures;
}
