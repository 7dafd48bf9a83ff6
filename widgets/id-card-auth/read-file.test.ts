import { expect, it } from 'vitest';
import { imageProblem, readBase64 } from './read-file';

it('accepts JPG, PNG and WEBP up to the size limit', () => {
  expect(imageProblem(new File([new Uint8Array(10)], 'a.png', { type: 'image/png' }), 5)).toBeUndefined();
  expect(imageProblem(new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' }), 5)).toBe('请上传 JPG、PNG 或 WEBP 格式的图片');
  expect(imageProblem(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'a.jpg', { type: 'image/jpeg' }), 2)).toBe('图片大小不能超过2MB');
});

it('reads a file as base64 without the data: prefix', async () => {
  await expect(readBase64(new Blob(['hi'], { type: 'text/plain' }))).resolves.toBe('aGk=');
});
