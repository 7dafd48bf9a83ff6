import type { GroupAction } from '@/forms';
import type { WidgetState } from '../types';

/** A picked contact's phone as a form wants it: digits only, without a +86 / 86 prefix. */
export function plainPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 13 && digits.startsWith('86') ? digits.slice(2) : digits;
}

/** 从通讯录选择: fills a contact group's name and phone from the native contact picker. */
export function contactPickAction(pickContact: WidgetState['pickContact']): GroupAction {
  return {
    text: '从通讯录选择',
    async run() {
      const contact = await pickContact();
      if (!contact) return undefined;
      const phone = [contact.contactPhone1, contact.contactPhone2, contact.contactPhone3].map(plainPhone).find((p) => p !== '') ?? '';
      return { name: contact.contactName, phone };
    },
  };
}
