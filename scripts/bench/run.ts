/**
 * npm run bench: bundle size (with the budget), route LCP at 4x CPU and slow 4G against the
 * plain-React page (scripts/bench/route-lcp.ts), render time, form validation and gateway
 * throughput. Prints results and writes them into docs/performance.md. Only the size budget
 * can fail it (exit 1).
 */
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { startGateway } from '../../tests/e2e/support/server';
import { measureBundle } from './bundle';
import { checkBudget, readBudget, type BudgetResult } from './budget';
import { benchDist } from './dist';
import { benchFormValidation } from './forms';
import { benchFormSubmit, formSubmitSection } from './form-submit';
import { runGatewayBench } from './gateway';
import { measureHomeJsUntilLcp } from './lcp-js';
import { readManifest } from './manifest';
import { renderBench } from './render/bench';
import { writeSections } from './report-doc';
import { routeLcpBench } from './route-lcp';
import { routeLcpSection } from './route-lcp-section';
import { bundleSection, formSection, renderSection } from './sections';

const root = fileURLToPath(new URL('../..', import.meta.url));
const docPath = `${root}docs/performance.md`;

async function measureSize(distDir: string, origin: string): Promise<{ text: string; budget: BudgetResult[] }> {
  const bundle = measureBundle(root, distDir, readManifest(distDir));
  const server = await startGateway(distDir);
  const browser = await launchBrowser();
  try {
    const lcp = await measureHomeJsUntilLcp(browser, server.url, distDir);
    const budget = checkBudget(readBudget(`${root}bench/budget.json`), bundle, lcp);
    return { text: bundleSection(bundle, lcp, budget, origin, distDir), budget };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Bundle size with its budget, and the routes' LCP against the plain-React page, on the same build. */
async function sizeSection(): Promise<{ text: string; budget: BudgetResult[]; routeLcp: string }> {
  const dist = await benchDist(root);
  try {
    const size = await measureSize(dist.dir, dist.origin);
    return { ...size, routeLcp: routeLcpSection(await routeLcpBench(root, dist.dir)) };
  } finally {
    await dist.dispose();
  }
}

async function main(): Promise<number> {
  const sections: Record<string, string> = {};

  const size = await sizeSection();
  sections.bundle = size.text;
  console.log(size.text, '\n');
  sections.lcp = size.routeLcp;
  console.log(sections.lcp, '\n');

  sections.render = renderSection(await renderBench(root));
  console.log(sections.render, '\n');

  sections.forms = `${formSection(await benchFormValidation(root, 1000))}\n\n${formSubmitSection(await benchFormSubmit(root, 1000, 3))}`;
  console.log(sections.forms, '\n');

  await runGatewayBench(root);

  writeSections(docPath, sections);
  console.log(`[bench] wrote ${docPath}`);
  const over = size.budget.filter((b) => !b.ok);
  for (const b of over) console.error(`[bench] over budget: ${b.name} is ${b.actualKiB.toFixed(1)} KiB gzip, budget ${b.budgetKiB} KiB`);
  return over.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
