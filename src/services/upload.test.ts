import { describe, expect, it, vi } from 'vitest';
import { uploadBase64 } from './upload';

describe('BA004 upload', () => {
  it('posts the base64 payload (data: prefix stripped) to /utd/file/base64 with a loading toast', async () => {
    const callPath = vi.fn().mockResolvedValue({ url: 'https://cdn.example/a.png', fileId: 'f1' });
    const result = await uploadBase64({ callPath }, { fileName: 'a.png', contentType: 'image/png', base64: 'data:image/png;base64,AAAA' });
    expect(callPath).toHaveBeenCalledWith('/utd/file/base64', 'BA004', { fileName: 'a.png', contentType: 'image/png', base64: 'AAAA' }, { loading: true });
    expect(result).toEqual({ url: 'https://cdn.example/a.png', fileId: 'f1' });
  });
  it('rejects when the answer has no url', async () => {
    const callPath = vi.fn().mockResolvedValue({});
    await expect(uploadBase64({ callPath }, { fileName: 'a', contentType: 'x', base64: 'A' })).rejects.toThrow('url');
  });
});
