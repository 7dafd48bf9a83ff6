import { expect, it } from 'vitest';
import { PERMISSION_DENIED_TEXT } from '@/services/bridge/permissions';
import { fakeBridge } from '../../../tests/unit/support/fakes';
import { nativeHost } from './native-host';

it('is absent in a plain browser', () => {
  expect(nativeHost(fakeBridge('browser'))).toBeUndefined();
});

it('asks for the contacts permission, then picks and cleans a contact', async () => {
  const bridge = fakeBridge('flutter', { requestPermission: 'Y', pickContact: '{"contactName":"\\"张三\\"","contactPhone1":"137000000021234567890123"}' });
  await expect(nativeHost(bridge)?.pickContact()).resolves.toEqual({ contactName: '张三', contactPhone1: '13700000002123456789', contactPhone2: '', contactPhone3: '' });
  expect(bridge.posted.map((m) => m.name)).toEqual(['requestPermission', 'pickContact']);
  expect(bridge.posted[0]?.payload).toEqual({ permission: 'contacts' });
});

it('rejects with the permission refusal text when the app says no', async () => {
  const bridge = fakeBridge('uni', { requestPermission: 'N' });
  await expect(nativeHost(bridge)?.pickContact()).rejects.toThrow(PERMISSION_DENIED_TEXT);
  expect(bridge.posted.map((m) => m.name)).toEqual(['requestPermission']);
});
