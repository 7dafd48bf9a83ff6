/** Image types BA004 accepts. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The file's bytes as base64 (without the data: prefix). */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('读取图片失败'));
    reader.readAsDataURL(file);
  });
}

/** Why an image cannot be uploaded, or undefined when it can. */
export function imageProblem(file: File, maxSizeMb: number): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return '请上传 JPG、PNG 或 WEBP 格式的图片';
  if (file.size > maxSizeMb * 1024 * 1024) return `图片大小不能超过${maxSizeMb}MB`;
  return undefined;
}
