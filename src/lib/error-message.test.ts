import { describe, expect, it } from 'vitest';
import { errorMessage, isBillOverdue } from './error-message';

describe('errorMessage', () => {
  it("shows the error's own text, else the fallback (default 请稍后重试)", () => {
    expect(errorMessage(new Error('后端接口连接异常'))).toBe('后端接口连接异常');
    expect(errorMessage(new Error(''))).toBe('请稍后重试');
    expect(errorMessage('boom')).toBe('请稍后重试');
    expect(errorMessage(undefined, '加载失败')).toBe('加载失败');
  });
});

describe('isBillOverdue', () => {
  it('is true only for the gateway\'s overdue answer (9991), which the gateway client has already shown', () => {
    expect(isBillOverdue(Object.assign(new Error('您有逾期未还的账单，请先还款后再操作'), { rspCode: '9991' }))).toBe(true);
    expect(isBillOverdue(Object.assign(new Error('额度不足'), { rspCode: '3602' }))).toBe(false);
    expect(isBillOverdue(new Error('后端接口连接异常'))).toBe(false);
  });
});
