import { afterEach, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@/services/config';
import { APP_CONFIG_ID } from '@schemas/html-blocks';
import { inlineRuntimeConfig } from './inline-json';

const inline = (json: string) => document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${APP_CONFIG_ID}">${json}</script>`);
afterEach(() => document.getElementById(APP_CONFIG_ID)?.remove());

it('the runtime config the gateway put into the HTML is read without a request, defaults filled in', () => {
  inline('{"gatewayTimeoutMs":20000}');
  expect(inlineRuntimeConfig(document)).toEqual({ ...DEFAULT_CONFIG, gatewayTimeoutMs: 20000 });
});

it('an HTML without it (the dev server) leaves the app to fetch /app-config.json', () => {
  expect(inlineRuntimeConfig(document)).toBeUndefined();
});

it('an invalid inlined config fails as loudly as an invalid file', () => {
  inline('{"debug":1}');
  expect(() => inlineRuntimeConfig(document)).toThrow('"debug" must be true or false');
});
