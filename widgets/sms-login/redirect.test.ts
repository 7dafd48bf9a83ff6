import { expect, it } from 'vitest';
import { redirectAction } from './redirect';

it.each([
  ['/limit', { kind: 'navigate', to: '/limit', replace: true }],
  ['/product/detail?productId=P1&x=2', { kind: 'navigate', to: '/product/detail', query: { productId: 'P1', x: '2' }, replace: true }],
  [undefined, { kind: 'navigate', to: '/my', replace: true }],
  ['', { kind: 'navigate', to: '/my', replace: true }],
  ['//evil.example/x', { kind: 'navigate', to: '/my', replace: true }],
  ['https://evil.example', { kind: 'navigate', to: '/my', replace: true }],
  ['/login?redirect=%2Fmy', { kind: 'navigate', to: '/my', replace: true }],
  ['/register', { kind: 'navigate', to: '/my', replace: true }],
])('redirect %s -> %j', (target, action) => {
  expect(redirectAction(target)).toEqual(action);
});
