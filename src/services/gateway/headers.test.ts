import { describe, expect, it } from 'vitest';
import { buildGatewayHeaders } from './headers';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) qsh-flutter';

describe('gateway headers', () => {
  it('in an app shell carry channel, OS, version, versionNum and bundleId', () => {
    expect(
      buildGatewayHeaders({ shell: 'flutter', channel: 'C016', userAgent: iphone, appVersion: 'v3.0.3', appVersionNum: 303, bundleId: 'com.qsh.app' }),
    ).toEqual({ DL_CHANNEL: 'C016', APP_OS: 'IOS', APP_VERSION: 'v3.0.3', version: 'v3.0.3', versionNum: '303', bundleId: 'com.qsh.app' });
  });
  it('in a browser carry only DL_CHANNEL, APP_OS and APP_VERSION, with channel C004 by default', () => {
    expect(buildGatewayHeaders({ shell: 'browser', userAgent: 'Android', appVersion: 'v1.0.0', appVersionNum: 100 })).toEqual({
      DL_CHANNEL: 'C004',
      APP_OS: 'ANDROID',
      APP_VERSION: 'v1.0.0',
    });
  });
});
