import { describe, expect, it } from 'vitest';
import { AGREEMENTS } from './agreements';

describe('seeded agreements', () => {
  it.each(AGREEMENTS.map((a) => [a.key, a] as const))('%s names the app’s company and does not repeat its title as a heading', (_key, a) => {
    expect(a.content).toContain('趣生活（演示）科技有限公司');
    expect(a.content).not.toMatch(new RegExp(`<h[1-6]>${a.title}</h[1-6]>`));
  });
});
