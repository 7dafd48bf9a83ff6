import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it("shows the error's own text, else the fallback (default 请稍后重试)", () => {
    expect(errorMessage(new Error('后端接口连接异常'))).toBe('后端接口连接异常');
    expect(errorMessage(new Error(''))).toBe('请稍后重试');
    expect(errorMessage('boom')).toBe('请稍后重试');
    expect(errorMessage(undefined, '加载失败')).toBe('加载失败');
  });
});
