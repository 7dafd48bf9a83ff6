import { vi } from 'vitest';
import type { PhoneContact } from '@/lib/contact';
import type { RequestOptions, UploadedFile, UploadRequest, WidgetProps } from '../types';

/** WidgetProps for rendering a widget on its own in a test; `onAction` records actions. */
export function testProps<P, D = never>(props: P, data?: D, slots: WidgetProps<P, D>['slots'] = []) {
  const onAction = vi.fn();
  const state = {
    pointer: '/blocks/0',
    reload: vi.fn(),
    request: vi.fn((_api: string, _fields: Record<string, unknown>, _options?: RequestOptions): Promise<unknown> => Promise.resolve({})),
    upload: vi.fn((file: UploadRequest): Promise<UploadedFile> => Promise.resolve({ url: `/utd/file/${file.fileName}`, fileId: file.fileName })),
    pickContact: vi.fn((): Promise<PhoneContact | undefined> => Promise.resolve(undefined)),
  };
  return { props, data, onAction, state, slots } satisfies WidgetProps<P, D>;
}
