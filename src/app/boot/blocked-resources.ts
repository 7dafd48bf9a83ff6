import type { ProblemReporter } from '@/services/problem-reporter';

/** The part of a securitypolicyviolation event the app reads. */
interface Violation {
  effectiveDirective?: string;
  violatedDirective?: string;
  blockedURI?: string;
}

/** The origin of a blocked URL (never its path or query: they may carry personal data). */
function originOf(uri: string): string {
  try {
    return new URL(uri).origin;
  } catch {
    return uri.slice(0, 40);
  }
}

/**
 * Reports what the CSP kept the page from loading (an image on a host that is not allowed, a frame off the
 * allow-list) through BA030, one report per directive and origin. The browser never requests it; the image
 * widgets show their placeholder (the image's error state).
 */
export function reportBlockedResources(doc: Pick<Document, 'addEventListener'>, reporter: Pick<ProblemReporter, 'report'>): void {
  doc.addEventListener('securitypolicyviolation', (event) => {
    const { effectiveDirective, violatedDirective, blockedURI = '' } = event as unknown as Violation;
    const directive = effectiveDirective || violatedDirective || 'unknown';
    reporter.report({ pointer: '', message: `blocked by CSP ${directive}: ${originOf(blockedURI)}` });
  });
}
