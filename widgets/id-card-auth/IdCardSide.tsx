import { ImageUploader, Toast, type ImageUploadItem } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';
import type { WidgetState } from '../types';
import type { UploadedSide } from './props.schema';
import { imageProblem, readBase64 } from './read-file';

/** Props of one side's uploader. */
export interface IdCardSideProps {
  label: string;
  side: 'FRONT' | 'BACK';
  value: UploadedSide | undefined;
  maxSizeMb: number;
  upload: WidgetState['upload'];
  onChange(value: UploadedSide | undefined): void;
}

/** One side of the ID card: antd-mobile ImageUploader, one image, size checked with a toast, BA004 upload. */
export function IdCardSide({ label, side, value, maxSizeMb, upload, onChange }: IdCardSideProps) {
  const box = useRef<HTMLDivElement>(null);
  const items: ImageUploadItem[] = value ? [{ key: value.fileId, url: value.url }] : [];
  // antd-mobile's uploader draws the preview without alt text; name it after the side.
  useLayoutEffect(() => {
    box.current?.querySelectorAll('img:not([alt])').forEach((img) => img.setAttribute('alt', label));
  });
  const beforeUpload = (file: File) => {
    const problem = imageProblem(file, maxSizeMb);
    if (!problem) return file;
    Toast.show({ content: problem });
    return null;
  };
  const send = async (file: File): Promise<ImageUploadItem> => {
    const stored = await upload({ fileName: file.name || `${side.toLowerCase()}.png`, contentType: file.type, base64: await readBase64(file) });
    return { key: stored.fileId ?? stored.url, url: stored.url };
  };
  // Reported from the uploader's onChange, which comes once its upload task holds the URL: the
  // new value then replaces the task's preview. (Reporting from `send` could let the value arrive
  // first and leave the preview beside the picture.)
  const report = (next: ImageUploadItem[]) => {
    const last = next.at(-1);
    onChange(last ? { fileId: String(last.key ?? last.url), url: last.url } : undefined);
  };
  return (
    <div className="qsh-id-side" data-side={side} role="group" aria-label={label} ref={box}>
      <ImageUploader
        value={items}
        onChange={report}
        upload={send}
        beforeUpload={beforeUpload}
        maxCount={1}
        showFailed
        accept="image/jpeg,image/png,image/webp"
      />
      <div className="qsh-id-side-label">{label}</div>
    </div>
  );
}
