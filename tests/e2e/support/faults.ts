import type { Page, Route } from 'playwright-core';

/** What the gateway does wrong: HTTP 500, a body that is not JSON, no answer, a dropped connection, or an ended session. */
export type Fault = 'http-500' | 'malformed-json' | 'hang' | 'connection-reset' | 'session-0004';

const GATEWAY = '**/utd/gateway';

function apiCodeOf(route: Route): string {
  try {
    const body: unknown = route.request().postDataJSON();
    return typeof body === 'object' && body !== null ? String((body as { apiCode?: unknown }).apiCode ?? '') : '';
  } catch {
    return '';
  }
}

async function inject(route: Route, fault: Fault, hung: Route[]): Promise<void> {
  switch (fault) {
    case 'http-500':
      return route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
    case 'malformed-json':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"rspCode":"0000","data":{' });
    case 'hang':
      hung.push(route);
      return;
    case 'connection-reset':
      return route.abort('connectionreset');
    case 'session-0004':
      return route.fulfill({ status: 200, json: { rspCode: '0004', rspMsg: '登录已失效，请重新登录', apiCode: apiCodeOf(route), data: null } });
  }
}

export interface InjectedFault {
  /** Requests the fault has answered so far (by apiCode). */
  readonly hits: string[];
  /** Stops injecting: later requests reach the real gateway; hung ones are released as aborted. */
  heal(): Promise<void>;
}

/** Makes every gateway call (or only those with the given apiCodes) fail in the given way until `heal()`. */
export async function injectGatewayFault(page: Page, fault: Fault, apiCodes?: string[]): Promise<InjectedFault> {
  const hits: string[] = [];
  const hung: Route[] = [];
  const handler = async (route: Route) => {
    const apiCode = apiCodeOf(route);
    if (apiCodes && !apiCodes.includes(apiCode)) return route.fallback();
    hits.push(apiCode);
    return inject(route, fault, hung);
  };
  await page.route(GATEWAY, handler);
  return {
    hits,
    async heal() {
      await page.unroute(GATEWAY, handler);
      await Promise.all(hung.splice(0).map((route) => route.abort('aborted').catch(() => undefined)));
    },
  };
}

/** Serves /app-config.json with the shipped values plus these overrides (e.g. a short request timeout). */
export async function overrideAppConfig(page: Page, overrides: Record<string, unknown>): Promise<void> {
  await page.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    const shipped = response.ok() ? ((await response.json()) as Record<string, unknown>) : {};
    await route.fulfill({ response, json: { ...shipped, ...overrides } });
  });
  // The gateway also inlines the config into each route's HTML (server/http/spa.ts): override it there too.
  await rewriteDocuments(page, (html) =>
    html.replace(/(<script type="application\/json" id="qsh-app-config">)([\s\S]*?)(<\/script>)/, (_all, open: string, json: string, close: string) => {
      const shipped = JSON.parse(json) as Record<string, unknown>;
      return `${open}${JSON.stringify({ ...shipped, ...overrides }).replace(/</g, '\\u003c')}${close}`;
    }),
  );
}

/** Rewrites every HTML document the page loads (the route's index.html from the gateway). */
export async function rewriteDocuments(page: Page, transform: (html: string) => string): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: transform(await response.text()) });
  });
}

/**
 * Drops the first screen's guest answers that the gateway embeds in the HTML, so the app asks the
 * gateway for them: for tests that answer those calls themselves (page.route on /utd/gateway).
 */
export async function withoutEmbeddedData(page: Page): Promise<void> {
  await rewriteDocuments(page, (html) => html.replace(/<script type="application\/json" id="qsh-route-data">[\s\S]*?<\/script>/, ''));
}
