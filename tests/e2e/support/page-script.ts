/**
 * An init script from a function and its argument, as source text. tsx (used by npm run bench)
 * compiles with keepNames, which wraps inner functions in `__name(...)`, a helper the page lacks;
 * the shim keeps such functions runnable in the page.
 */
export function initScript<A>(fn: (arg: A) => void, arg: A): { content: string } {
  return { content: `(() => { const __name = (f) => f; (${fn.toString()})(${JSON.stringify(arg)}); })();` };
}
