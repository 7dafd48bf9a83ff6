import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProblemReporter, REPORTS_PER_APP_START } from './problem-reporter';

afterEach(() => {
  vi.useRealTimers();
});

function setup(call = vi.fn().mockResolvedValue({ accepted: 1, dropped: 0 })) {
  let route = '/my';
  const reporter = createProblemReporter({ gateway: { call }, route: () => route, appVersion: () => '3.1.0', userAgent: 'test-agent', now: () => 1750000000000, delayMs: 1000 });
  const sent = () => call.mock.calls.flatMap((c) => (c[1] as { reports: unknown[] }).reports);
  return { reporter, call, sent, goTo: (r: string) => (route = r) };
}

describe('problem reporter (BA030)', () => {
  it('a page with 20 broken blocks sends one silent BA030 request, with route, pointer, message, app version, user agent and client time', async () => {
    vi.useFakeTimers();
    const { reporter, call } = setup();
    for (let i = 0; i < 20; i++) reporter.report({ pointer: `/blocks/${i}`, message: 'unknown widget type "x"' });
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(call).toHaveBeenCalledTimes(1);
    const [apiCode, body, options] = call.mock.calls[0]!;
    expect(apiCode).toBe('BA030');
    expect(options).toEqual({ silent: true });
    expect(body).toMatchObject({ appVersion: '3.1.0', userAgent: 'test-agent' });
    expect(body.reports).toHaveLength(20);
    expect(body.reports[3]).toEqual({ route: '/my', pointer: '/blocks/3', message: 'unknown widget type "x"', clientTime: 1750000000000 });
  });

  it('sends the same problem on the same route once, carries the api code, and splits more than 20 into several calls', async () => {
    const { reporter, call, sent, goTo } = setup();
    reporter.report({ pointer: '/blocks/0', message: 'bad props' });
    reporter.report({ pointer: '/blocks/0', message: 'bad props' });
    goTo('/other');
    reporter.report({ pointer: '/blocks/0', message: 'bad props' });
    reporter.report({ pointer: '/blocks/1', message: 'data source PD001 answered 1002', apiCode: 'PD001' });
    reporter.report({ pointer: '/blocks/2', message: 'x', apiCode: 'not a code' });
    for (let i = 0; i < 20; i++) reporter.report({ pointer: `/blocks/${10 + i}`, message: 'crash' });
    await reporter.flush();
    expect(call).toHaveBeenCalledTimes(2);
    expect(sent()).toHaveLength(24);
    expect(sent().slice(0, 4)).toEqual([
      expect.objectContaining({ route: '/my', pointer: '/blocks/0' }),
      expect.objectContaining({ route: '/other', pointer: '/blocks/0' }),
      expect.objectContaining({ route: '/other', pointer: '/blocks/1', apiCode: 'PD001' }),
      expect.not.objectContaining({ apiCode: expect.anything() }),
    ]);
  });

  it('never throws and never retries: a failed send, a throwing route reader and over-long texts are tolerated', async () => {
    const call = vi.fn().mockRejectedValue(new Error('Network Error'));
    const reporter = createProblemReporter({ gateway: { call }, route: () => { throw new Error('no location'); }, appVersion: () => undefined, userAgent: 'u'.repeat(400), delayMs: 0 });
    expect(() => reporter.report({ pointer: '/blocks/0', message: 'm'.repeat(900) })).not.toThrow();
    await expect(reporter.flush()).resolves.toBeUndefined();
    expect(call).toHaveBeenCalledTimes(1);
    const body = call.mock.calls[0]![1];
    expect(body.reports[0].message).toHaveLength(500);
    expect(body.reports[0].route).toBe('');
    expect(body.userAgent).toHaveLength(300);
    expect(body).not.toHaveProperty('appVersion');
    await reporter.flush();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a report from a published page carries its version; a bundled page sends none', async () => {
    const call = vi.fn().mockResolvedValue({ accepted: 1, dropped: 0 });
    let route = '/activity/newYear';
    const versions: Record<string, number> = { '/activity/newYear': 3 };
    const reporter = createProblemReporter({ gateway: { call }, route: () => route, pageVersion: () => versions[route], appVersion: () => undefined, userAgent: 'ua', now: () => 1, delayMs: 1000 });
    reporter.report({ pointer: '/blocks/0', message: 'bad props' });
    route = '/my';
    reporter.report({ pointer: '/blocks/0', message: 'bad props' });
    await reporter.flush();
    const reports = call.mock.calls.flatMap((c) => (c[1] as { reports: unknown[] }).reports);
    expect(reports).toEqual([
      { route: '/activity/newYear', pointer: '/blocks/0', message: 'bad props', pageVersion: 3, clientTime: 1 },
      { route: '/my', pointer: '/blocks/0', message: 'bad props', clientTime: 1 },
    ]);
  });

  it(`sends at most ${REPORTS_PER_APP_START} reports per app start`, async () => {
    const { reporter, sent } = setup();
    for (let i = 0; i < REPORTS_PER_APP_START + 30; i++) reporter.report({ pointer: `/blocks/${i}`, message: 'crash' });
    await reporter.flush();
    expect(sent()).toHaveLength(REPORTS_PER_APP_START);
  });
});
