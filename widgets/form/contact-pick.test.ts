import { expect, it, vi } from 'vitest';
import { contactPickAction, plainPhone } from './contact-pick';

it.each([
  ['137-0000-0002', '13700000002'],
  ['+86 137 0000 0002', '13700000002'],
  ['8613700000002', '13700000002'],
  ['(010) 1234', '0101234'],
])('plainPhone(%s) = %s', (raw, phone) => expect(plainPhone(raw)).toBe(phone));

it('fills name and the first non-empty phone; nothing when no contact was picked', async () => {
  const pick = vi.fn().mockResolvedValueOnce({ contactName: '张三', contactPhone1: '', contactPhone2: '13700000002', contactPhone3: '' }).mockResolvedValueOnce(undefined);
  const action = contactPickAction(pick);
  expect(action.text).toBe('从通讯录选择');
  await expect(action.run('contact1')).resolves.toEqual({ name: '张三', phone: '13700000002' });
  await expect(action.run('contact1')).resolves.toBeUndefined();
});
