/** The APP_OS header value. */
export type AppOs = 'ANDROID' | 'IOS';

/** IOS for iPhone, iPad, iPod and iOS markers in the user agent, ANDROID otherwise. */
export function detectAppOs(userAgent: string): AppOs {
  return /iphone|ipad|ipod|\bios\b|cpu os|mac os x.*mobile/i.test(userAgent) ? 'IOS' : 'ANDROID';
}
