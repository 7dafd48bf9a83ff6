import { describe, expect, it, vi } from 'vitest';
import { checkForUpdate, type UpdateCheckContext } from './update-check';

const info = { versionName: 'v3.1.0', versionNum: 310, necessary: 'N', content: '<p>新功能</p>', downloadUrl: 'https://dl.example/app.apk' };
const base: UpdateCheckContext = { shell: 'flutter', variant: 'official', pathname: '/', appVersionNum: 303, osType: 'ANDROID' };
const gatewayAnswering = (data: unknown) => ({ callRaw: vi.fn().mockResolvedValue(data) });

describe('update check (BA011)', () => {
  it('asks BA011 with the osType and reports a newer server version', async () => {
    const gateway = gatewayAnswering(info);
    await expect(checkForUpdate(gateway, base)).resolves.toEqual(info);
    expect(gateway.callRaw).toHaveBeenCalledWith('BA011', { osType: 'ANDROID' }, { silent: true });
  });
  it.each([303, 400])('reports nothing when the app (%i) is not older than the server (310 -> only above)', async (app) => {
    const gateway = gatewayAnswering({ ...info, versionNum: 303 });
    await expect(checkForUpdate(gateway, { ...base, appVersionNum: app })).resolves.toBeUndefined();
  });
  it.each([
    ['in a plain browser', { shell: 'browser' as const }],
    ['on an agreement page', { pathname: '/agreement/privacy' }],
    ['in the verify build', { variant: 'verify' as const }],
  ])('does not check %s', async (_label, override) => {
    const gateway = gatewayAnswering(info);
    await expect(checkForUpdate(gateway, { ...base, ...override })).resolves.toBeUndefined();
    expect(gateway.callRaw).not.toHaveBeenCalled();
  });
  it('a failing or malformed answer shows nothing', async () => {
    await expect(checkForUpdate({ callRaw: vi.fn().mockRejectedValue(new Error('x')) }, base)).resolves.toBeUndefined();
    await expect(checkForUpdate(gatewayAnswering({ versionName: 'v9' }), base)).resolves.toBeUndefined();
  });
});
