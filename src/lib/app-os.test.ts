import { describe, expect, it } from 'vitest';
import { detectAppOs } from './app-os';

describe('APP_OS from the user agent', () => {
  it('is IOS on an iPhone', () => {
    expect(detectAppOs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) qsh-flutter')).toBe('IOS');
  });
  it('is ANDROID on Android and anything else', () => {
    expect(detectAppOs('Mozilla/5.0 (Linux; Android 14) qsh-uni')).toBe('ANDROID');
    expect(detectAppOs('')).toBe('ANDROID');
  });
});
