import Ajv, { type ValidateFunction } from 'ajv';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { PhoneContact } from '@/lib/contact';
import type { NativePermissionName, NativePermissionStatus, RequestOptions, UploadedFile, UploadRequest, WidgetProps } from '@widgets/types';

/** Props as a page schema writes them: those with a default may be left out. */
export type PropsInput<S> = S extends JSONSchema ? FromSchema<S, { keepDefaultedPropertiesOptional: true }> : never;
/** Props as the component receives them: every default filled in. */
export type PropsOutput<S> = S extends JSONSchema ? FromSchema<S> : never;

// Fills in defaults as the renderer's precompiled validators do (useDefaults); unknown keywords are the schemas' business.
const ajv = new Ajv({ useDefaults: true, strict: false, addUsedSchema: false, allErrors: true });
const compiled = new WeakMap<object, ValidateFunction>();

/** A copy of the props with the schema's defaults filled in: what the renderer passes the component. */
export function withDefaults<const S extends object>(schema: S, props: NoInfer<PropsInput<S>>): PropsOutput<S>;
export function withDefaults(schema: object, props: unknown): unknown {
  return fill(schema, props);
}

function fill(schema: object, props: unknown): unknown {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  const copy: unknown = structuredClone(props);
  validate(copy);
  return copy;
}

/** What testProps returns: WidgetProps whose `onAction` and `state` functions are mocks. */
export type TestProps<P, D> = WidgetProps<P, D> & ReturnType<typeof collaborators>;

function collaborators() {
  const onAction = vi.fn();
  const state = {
    pointer: '/blocks/0',
    reload: vi.fn(),
    request: vi.fn((_api: string, _fields: Record<string, unknown>, _options?: RequestOptions): Promise<unknown> => Promise.resolve({})),
    upload: vi.fn((file: UploadRequest): Promise<UploadedFile> => Promise.resolve({ url: `/utd/file/${file.fileName}`, fileId: file.fileName })),
    pickContact: vi.fn((): Promise<PhoneContact | undefined> => Promise.resolve(undefined)),
    permissionState: vi.fn((_permission: NativePermissionName): Promise<NativePermissionStatus> => Promise.resolve('granted')),
    requestPermission: vi.fn((_permission: NativePermissionName): Promise<void> => Promise.resolve()),
  };
  return { onAction, state };
}

/**
 * WidgetProps for rendering a widget on its own in a test: props get the widget's schema
 * defaults (as on a page); `onAction` and `state` record calls.
 */
export function testProps<const S extends object, D = never>(schema: S, props: NoInfer<PropsInput<S>>, data?: D, slots?: readonly ReactNode[]): TestProps<PropsOutput<S>, D>;
export function testProps(schema: object, props: unknown, data?: unknown, slots: readonly ReactNode[] = []): unknown {
  return { props: fill(schema, props), data, slots, ...collaborators() };
}
