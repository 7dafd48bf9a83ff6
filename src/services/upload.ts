import type { Base64File, UploadedFile } from '@/lib/upload-file';
import type { CallOptions, Gateway } from './gateway/types';

/** Where BA004 uploads go. */
export const UPLOAD_PATH = '/utd/file/base64';

export type { Base64File, UploadedFile };

/**
 * Uploads one file through BA004 (POST /utd/file/base64, same headers and error catalogue as the
 * gateway). A data: URL in `base64` is stripped to its payload. Rejects with GatewayError on failure,
 * or with a plain Error when the answer carries no url.
 */
export async function uploadBase64(gateway: Pick<Gateway, 'callPath'>, file: Base64File, options?: CallOptions): Promise<UploadedFile> {
  const base64 = file.base64.replace(/^data:[^,]*,/, '');
  const data = await gateway.callPath(UPLOAD_PATH, 'BA004', { ...file, base64 }, { loading: true, ...options });
  const reply = (typeof data === 'object' && data !== null ? data : {}) as { url?: unknown; fileId?: unknown };
  if (typeof reply.url !== 'string') throw new Error('BA004 answered without a url');
  return { url: reply.url, ...(typeof reply.fileId === 'string' ? { fileId: reply.fileId } : {}) };
}
