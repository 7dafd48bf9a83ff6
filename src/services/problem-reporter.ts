import type { ApiRequest, Gateway } from './gateway/types';

/** A problem the app contained instead of showing it (a dropped block, a refused data source). */
export interface ProblemReport {
  /** JSON pointer of the block in its page schema, e.g. /blocks/3 ('' for the page). */
  pointer: string;
  /** What went wrong, for developers; never shown to customers. */
  message: string;
  /** The data source's apiCode, when a data source was refused. */
  apiCode?: string;
}

/** Sends contained problems to the gateway (BA030), batched and deduplicated. Never throws. */
export interface ProblemReporter {
  report(problem: ProblemReport): void;
  /** Sends what is waiting now (tests; the reporter sends on its own after `delayMs`). */
  flush(): Promise<void>;
}

export interface ProblemReporterOptions {
  gateway: Pick<Gateway, 'call'>;
  /** The page the user is on: path and query. */
  route(): string;
  appVersion(): string | undefined;
  /** The published version of the page on screen when it is a runtime page (docs/operators.md), else undefined. */
  pageVersion?(): number | undefined;
  userAgent: string;
  now?: () => number;
  /** How long problems gather before one request takes them all (default 1500 ms). */
  delayMs?: number;
}

/** Reports per BA030 call (the request schema's maxItems). */
export const REPORTS_PER_CALL = 20;
/** Reports one app start sends at most; the rest are dropped on the device. */
export const REPORTS_PER_APP_START = 100;
const DEFAULT_DELAY_MS = 1500;
const API_CODE = /^[A-Z]{2}\d{3}$/;

type Item = ApiRequest<'BA030'>['reports'][number];

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The app's problem reporter. A problem is sent once per route, pointer and message in an app start
 * (a kept-alive page that renders again, or a page opened twice, does not repeat it); the problems of
 * `delayMs` go in one silent BA030 call (up to 20 a call), so a page with 20 broken blocks sends one
 * request. Failures are swallowed: reporting never shows a dialog, never retries, never throws.
 */
export function createProblemReporter({ gateway, route, appVersion, pageVersion, userAgent, now = Date.now, delayMs = DEFAULT_DELAY_MS }: ProblemReporterOptions): ProblemReporter {
  const seen = new Set<string>();
  let queue: Item[] = [];
  let sent = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const items = queue;
    queue = [];
    const version = safely(appVersion);
    for (let i = 0; i < items.length; i += REPORTS_PER_CALL) {
      const reports = items.slice(i, i + REPORTS_PER_CALL);
      try {
        await gateway.call('BA030', { reports, ...(version ? { appVersion: cut(version, 40) } : {}), userAgent: cut(userAgent, 300) }, { silent: true });
      } catch {
        // Reporting is best effort: a lost report is not worth a retry loop or a dialog.
      }
    }
  }

  function report(problem: ProblemReport): void {
    try {
      const where = cut(safely(route) ?? '', 300);
      const version = pageVersion ? safely(pageVersion) : undefined;
      const key = JSON.stringify([where, version, problem.pointer, problem.message, problem.apiCode]);
      if (seen.has(key) || sent >= REPORTS_PER_APP_START) return;
      seen.add(key);
      sent += 1;
      queue.push({
        route: where,
        pointer: cut(String(problem.pointer), 200),
        message: cut(String(problem.message), 500) || 'unknown problem',
        ...(problem.apiCode && API_CODE.test(problem.apiCode) ? { apiCode: problem.apiCode } : {}),
        ...(typeof version === 'number' && Number.isInteger(version) && version >= 0 ? { pageVersion: version } : {}),
        clientTime: Math.max(0, Math.round(now())),
      });
      timer ??= setTimeout(() => void flush(), delayMs);
    } catch {
      // Never let a report break the page that made it.
    }
  }

  return { report, flush };
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
