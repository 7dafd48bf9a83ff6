import { expect, it } from 'vitest';
import { maskPhone } from './mask';

it('masks the middle four digits of an 11-digit phone', () => {
  expect(maskPhone('13800000000')).toBe('138****0000');
  expect(maskPhone('138****0000')).toBe('138****0000');
  expect(maskPhone(undefined)).toBe('');
});
