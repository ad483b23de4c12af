// `npm run test:budgets` (part of `npm test`, after the e2e build): the browser budgets without the
// timed figures, over the built product. Exits 1 when a budget is broken.
import { printTable } from '../figures.mjs';
import { browserBudgetFigures } from './budgets.mjs';

const figures = await browserBudgetFigures({ timings: false });
printTable(figures);
const broken = figures.filter((figure) => figure.met === false);
if (broken.length > 0) console.error(`\n${broken.length} browser budget(s) broken.`);
process.exit(broken.length > 0 ? 1 : 0);
