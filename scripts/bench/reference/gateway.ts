/**
 * The reference pages' gateway client: one JSON POST per request to the same gateway as the app
 * (/utd/gateway, same envelope), with the headers a browser visitor's app sends. Nothing else.
 */
export async function post(api: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const res = await fetch('/utd/gateway', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', DL_CHANNEL: 'C004', APP_OS: 'ANDROID' },
    body: JSON.stringify({ ...params, apiCode: api }),
  });
  const envelope = (await res.json()) as { rspCode?: string; rspMsg?: string; data?: unknown };
  if (envelope.rspCode !== '0000') throw new Error(`${api}: ${envelope.rspCode ?? res.status} ${envelope.rspMsg ?? ''}`);
  return envelope.data;
}

/** `data.list` of an answer (the `path: "list"` of the app's page schemas), or an empty list. */
export const listOf = (data: unknown): unknown[] => {
  const list = (data as { list?: unknown } | undefined)?.list;
  return Array.isArray(list) ? list : [];
};
