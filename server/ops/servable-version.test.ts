import { afterEach, expect, it, vi } from 'vitest';

const validator = vi.hoisted(() => ({ compiled: undefined as ((json: unknown) => boolean) | undefined, compile: vi.fn() }));
vi.mock('../../scripts/check/page-validator', () => ({
  compiledPageValidator: () => validator.compiled,
  pageValidator: validator.compile,
}));
const { servableVersions } = await import('./servable-version');

afterEach(() => {
  validator.compiled = undefined;
  validator.compile.mockReset();
  vi.useRealTimers();
});

const page = { route: { path: '/activity/x', name: 'activityX', login: 'optional' }, blocks: [] };

it('never compiles the page validator inside an HTML request: the version is served once this process has compiled it, after that request', async () => {
  vi.useFakeTimers();
  const servable = servableVersions();
  expect(servable('a'.repeat(32), page)).toBe(false);
  expect(validator.compile).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(0);
  expect(validator.compile).toHaveBeenCalledTimes(1);
  validator.compiled = () => true;
  expect(servable('a'.repeat(32), page)).toBe(true);
});

it('keeps one verdict per content hash, and refuses a version the validator refuses', () => {
  const validate = vi.fn((json: unknown) => (json as { blocks?: unknown }).blocks !== undefined);
  validator.compiled = validate;
  const servable = servableVersions();
  expect(servable('b'.repeat(32), page)).toBe(true);
  expect(servable('b'.repeat(32), page)).toBe(true);
  expect(validate).toHaveBeenCalledTimes(1);
  expect(servable('c'.repeat(32), { route: {} })).toBe(false);
});
