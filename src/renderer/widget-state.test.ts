import { expect, it, vi } from 'vitest';
import { GatewayError } from '@/services/gateway/types';
import type { RendererEnv } from './env';
import { createWidgetState, NO_NATIVE_TEXT } from './widget-state';

function env(extra: Partial<RendererEnv> = {}): RendererEnv {
  return { gateway: { callRaw: vi.fn(async () => ({ ok: 1 })), callPath: vi.fn(async () => ({ url: '/utd/file/f1', fileId: 'f1' })) }, dispatch: vi.fn(), mode: 'production', report: vi.fn(), ...extra };
}

it('request passes the loading and silent options to the gateway', async () => {
  const e = env();
  await createWidgetState(e, '/blocks/0', () => undefined).request('UC004', { side: 'FRONT' }, { loading: true, silent: true });
  expect(e.gateway.callRaw).toHaveBeenCalledWith('UC004', { side: 'FRONT' }, { loading: true, silent: true });
});

it('upload posts BA004 to /utd/file/base64 without the data: prefix, with the loading toast', async () => {
  const e = env();
  const file = await createWidgetState(e, '/blocks/0', () => undefined).upload({ fileName: 'a.png', contentType: 'image/png', base64: 'data:image/png;base64,AAAA' });
  expect(file).toEqual({ url: '/utd/file/f1', fileId: 'f1' });
  expect(e.gateway.callPath).toHaveBeenCalledWith('/utd/file/base64', 'BA004', { fileName: 'a.png', contentType: 'image/png', base64: 'AAAA' }, { loading: true });
});

it('pickContact uses the native host, and refuses with 请在App中使用 without one', async () => {
  const contact = { contactName: '张三', contactPhone1: '13700000002', contactPhone2: '', contactPhone3: '' };
  const native = { pickContact: async () => contact, permissionState: async () => 'denied' as const, requestPermission: async () => undefined };
  await expect(createWidgetState(env({ native }), '/b', () => undefined).pickContact()).resolves.toEqual(contact);
  await expect(createWidgetState(env(), '/b', () => undefined).pickContact()).rejects.toThrow(NO_NATIVE_TEXT);
});

it('permission state and request use the native host, and refuse with 请在App中使用 without one', async () => {
  const native = { pickContact: async () => undefined, permissionState: async () => 'denied' as const, requestPermission: vi.fn(async () => undefined) };
  const withApp = createWidgetState(env({ native }), '/b', () => undefined);
  await expect(withApp.permissionState('camera')).resolves.toBe('denied');
  await withApp.requestPermission('microphone');
  expect(native.requestPermission).toHaveBeenCalledWith('microphone');
  await expect(createWidgetState(env(), '/b', () => undefined).permissionState('camera')).rejects.toThrow(NO_NATIVE_TEXT);
  await expect(createWidgetState(env(), '/b', () => undefined).requestPermission('camera')).rejects.toThrow(NO_NATIVE_TEXT);
});

it('upload refuses clearly when the host has no callPath', async () => {
  const e = env({ gateway: { callRaw: vi.fn() } });
  await expect(createWidgetState(e, '/b', () => undefined).upload({ fileName: 'a', contentType: 'image/png', base64: 'AAAA' })).rejects.toThrow(/callPath/);
});

it('a widget call refused as a configuration mistake (1001/1002) is reported with the block pointer and api code, and still rejects', async () => {
  const refused = new GatewayError('字段 key 格式不正确', 'business', '1001');
  const e = env({ gateway: { callRaw: vi.fn(async () => Promise.reject(refused)) } });
  await expect(createWidgetState(e, '/blocks/4', () => undefined).request('UC010', { key: 1 }, { silent: true })).rejects.toBe(refused);
  expect(e.report).toHaveBeenCalledWith(expect.objectContaining({ pointer: '/blocks/4', apiCode: 'UC010' }));
  const other = env({ gateway: { callRaw: vi.fn(async () => Promise.reject(new GatewayError('额度不足', 'business', '2603'))) } });
  await expect(createWidgetState(other, '/blocks/4', () => undefined).request('CS002', {})).rejects.toThrow('额度不足');
  expect(other.report).not.toHaveBeenCalled();
});

it("the host calls are shared by the blocks of one env and read the env's native host when called", async () => {
  const e = env();
  const first = createWidgetState(e, '/blocks/0', () => undefined);
  const second = createWidgetState(e, '/blocks/1', () => undefined);
  expect(second.upload).toBe(first.upload);
  expect(second.pickContact).toBe(first.pickContact);
  expect(second.request).not.toBe(first.request);
  const contact = { contactName: '张三', contactPhone1: '13700000002', contactPhone2: '', contactPhone3: '' };
  e.native = { pickContact: async () => contact, permissionState: async () => 'granted' as const, requestPermission: async () => undefined };
  await expect(second.pickContact()).resolves.toEqual(contact);
  expect(createWidgetState(env(), '/blocks/0', () => undefined).upload).not.toBe(first.upload);
});
