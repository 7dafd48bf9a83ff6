import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportProblem } from './app-env';

afterEach(() => vi.restoreAllMocks());

describe('env.report: a block dropped in production is reported to the gateway, not only to the console', () => {
  it('in production hands the problem (pointer, message, api code) to the BA030 reporter and warns in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reporter = { report: vi.fn(), flush: vi.fn() };
    reportProblem({ mode: 'production', reporter }, { pointer: '/blocks/2', message: 'unknown widget type "x"', error: new Error('x') });
    reportProblem({ mode: 'production', reporter }, { pointer: '/blocks/3', message: 'data source XX999 refused', apiCode: 'XX999' });
    expect(reporter.report.mock.calls).toEqual([[{ pointer: '/blocks/2', message: 'unknown widget type "x"' }], [{ pointer: '/blocks/3', message: 'data source XX999 refused', apiCode: 'XX999' }]]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('in development only warns (the block shows its red placeholder instead)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reporter = { report: vi.fn(), flush: vi.fn() };
    reportProblem({ mode: 'development', reporter }, { pointer: '/blocks/2', message: 'bad props' });
    expect(reporter.report).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
