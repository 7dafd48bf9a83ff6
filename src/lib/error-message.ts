/** What to tell the user about a failure: the error's own message (the gateway's catalogue text), or `fallback`. */
export function errorMessage(error: unknown, fallback = '请稍后重试'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
