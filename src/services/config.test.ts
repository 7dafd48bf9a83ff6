import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, loadRuntimeConfig, parseRuntimeConfig } from './config';
import shipped from '../../public/app-config.json';

const respond = (status: number, body: unknown) => vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

describe('runtime config', () => {
  it('the shipped public/app-config.json is valid', () => {
    expect(parseRuntimeConfig(shipped)).toMatchObject({ ok: true });
  });
  it('missing fields take their defaults; the gateway base URL loses its trailing slash', () => {
    expect(parseRuntimeConfig({ gatewayBaseURL: 'https://gw.example/' })).toEqual({
      ok: true,
      config: { ...DEFAULT_CONFIG, gatewayBaseURL: 'https://gw.example' },
    });
  });
  it('names every wrong field', () => {
    expect(parseRuntimeConfig({ debug: 'yes', safeUrlHosts: 'a.example', downloadLinks: { verify: 1 } })).toEqual({
      ok: false,
      errors: [
        'app-config.json: "safeUrlHosts" must be an array of host names',
        'app-config.json: "debug" must be true or false',
        'app-config.json: "downloadLinks.verify" must be a string',
      ],
    });
  });
  it('takes the image hosts (host, host:port, *.domain) and names a list that holds anything else', () => {
    expect(parseRuntimeConfig({ imageHosts: ['img.example.com', '*.cdn.example', 'media.example:8443'] })).toMatchObject({ ok: true, config: { imageHosts: ['img.example.com', '*.cdn.example', 'media.example:8443'] } });
    expect(parseRuntimeConfig({ imageHosts: ['https://img.example.com/'] })).toEqual({
      ok: false,
      errors: ['app-config.json: "imageHosts" must be an array of host names (host, host:port or *.domain)'],
    });
  });
  it('takes a gateway timeout and refuses one that is not a positive whole number', () => {
    expect(parseRuntimeConfig({ gatewayTimeoutMs: 1500 })).toMatchObject({ ok: true, config: { gatewayTimeoutMs: 1500 } });
    expect(parseRuntimeConfig({ gatewayTimeoutMs: -1 })).toEqual({
      ok: false,
      errors: ['app-config.json: "gatewayTimeoutMs" must be a positive whole number of milliseconds'],
    });
  });
  it('loads the file', async () => {
    await expect(loadRuntimeConfig(respond(200, { debug: true }))).resolves.toMatchObject({ debug: true });
  });
  it('falls back to the defaults when the file is missing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadRuntimeConfig(respond(404, {}))).resolves.toEqual(DEFAULT_CONFIG);
  });
  it('fails loudly on an invalid file', async () => {
    await expect(loadRuntimeConfig(respond(200, { debug: 1 }))).rejects.toThrow('"debug" must be true or false');
  });
});
