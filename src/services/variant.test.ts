import { describe, expect, it } from 'vitest';
import { agreementKey, checksForUpdates, downloadLink, isCardRightVisible, resolveVariant, VARIANT_STORAGE_KEY } from './variant';

const memoryStorage = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('variant', () => {
  it('comes from the build flag, official by default', () => {
    expect(resolveVariant({ buildFlag: 'verify' })).toBe('verify');
    expect(resolveVariant({ buildFlag: undefined })).toBe('official');
    expect(resolveVariant({ buildFlag: 'nonsense' })).toBe('official');
  });
  it('?variant=verify overrides the build and is remembered for the session', () => {
    const storage = memoryStorage();
    expect(resolveVariant({ buildFlag: 'official', search: '?variant=verify', storage })).toBe('verify');
    expect(storage.getItem(VARIANT_STORAGE_KEY)).toBe('verify');
    expect(resolveVariant({ buildFlag: 'official', search: '', storage })).toBe('verify');
  });
  it('verify hides installment shopping and financial-product recommendation from card rights', () => {
    expect(isCardRightVisible('installmentShopping', 'verify')).toBe(false);
    expect(isCardRightVisible('financialRecommendation', 'verify')).toBe(false);
    expect(isCardRightVisible('discount', 'verify')).toBe(true);
    expect(isCardRightVisible('installmentShopping', 'official')).toBe(true);
  });
  it('verify skips the update check', () => {
    expect(checksForUpdates('verify')).toBe(false);
    expect(checksForUpdates('official')).toBe(true);
  });
  it('verify uses its own download link', () => {
    expect(downloadLink('verify', { official: '/o', verify: '/v' })).toBe('/v');
  });
  it('privacy, register and member agreements take a _verify form in verify', () => {
    expect(['privacy', 'register', 'member', 'credit_sales'].map((k) => agreementKey(k, 'verify'))).toEqual([
      'privacy_verify',
      'register_verify',
      'member_verify',
      'credit_sales',
    ]);
    expect(agreementKey('privacy', 'official')).toBe('privacy');
  });
});
