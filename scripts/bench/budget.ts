import { readFileSync } from 'node:fs';
import type { BundleReport } from './bundle';
import type { LcpJs } from './lcp-js';

export interface Budget {
  entryStaticGzipKiB: number;
  homeUntilLcpGzipKiB: number;
}

export interface BudgetResult {
  name: string;
  actualKiB: number;
  budgetKiB: number;
  ok: boolean;
}

export function readBudget(path: string): Budget {
  const json = JSON.parse(readFileSync(path, 'utf8')) as Partial<Budget>;
  if (typeof json.entryStaticGzipKiB !== 'number' || typeof json.homeUntilLcpGzipKiB !== 'number') {
    throw new Error(`[bench] ${path} needs numbers entryStaticGzipKiB and homeUntilLcpGzipKiB`);
  }
  return { entryStaticGzipKiB: json.entryStaticGzipKiB, homeUntilLcpGzipKiB: json.homeUntilLcpGzipKiB };
}

function result(name: string, bytes: number, budgetKiB: number): BudgetResult {
  const actualKiB = bytes / 1024;
  return { name, actualKiB, budgetKiB, ok: actualKiB <= budgetKiB };
}

export function checkBudget(budget: Budget, bundle: BundleReport, lcp: LcpJs): BudgetResult[] {
  return [
    result('entry and its static imports (JS)', bundle.entry.js.gzip, budget.entryStaticGzipKiB),
    result('JS fetched until home LCP', lcp.size.gzip, budget.homeUntilLcpGzipKiB),
  ];
}
