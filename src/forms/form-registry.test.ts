import { describe, expect, it } from 'vitest';
import { getForm } from './form-registry';

describe('getForm', () => {
  it('gives the same compiled form every time (so what a form memoises stays memoised), and undefined for an unknown id', () => {
    const form = getForm('address');
    expect(form?.validate).toBeTypeOf('function');
    expect(getForm('address')).toBe(form);
    expect(getForm('no-such-form')).toBeUndefined();
  });
});
