import { opsApi } from './api';
import { useEffect, useRef, useState } from 'react';

/**
 * Live preview: the real app, in a phone-sized window, rendering the draft as you type
 * (`/<route>?opsPreview=<hash>`, src/app/runtime-pages/draft-preview.ts). A window, not a frame:
 * the app forbids being framed (CSP frame-ancestors 'none', X-Frame-Options DENY).
 */
export function Preview({ route, text, valid }: { route: string; text: string; valid: boolean }) {
  const [variant, setVariant] = useState<'official' | 'verify'>('official');
  const [error, setError] = useState('');
  const win = useRef<Window | null>(null);
  const [open, setOpen] = useState(false);

  const show = async (focus: boolean) => {
    let page: unknown;
    try {
      page = JSON.parse(text);
    } catch {
      return;
    }
    let hash: string;
    try {
      hash = (await opsApi.preview(page)).hash;
    } catch {
      return setError('预览失败，请重试');
    }
    setError('');
    const url = `${route}?opsPreview=${hash}&variant=${variant}`;
    if (!win.current || win.current.closed) win.current = window.open(url, 'qsh-ops-preview', 'width=390,height=844');
    else win.current.location.href = url;
    if (focus) win.current?.focus();
    setOpen(true);
  };

  // As you type: a valid draft refreshes the open preview window 800 ms after the last keystroke.
  useEffect(() => {
    if (!open || !valid) return;
    const timer = setTimeout(() => void show(false), 800);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, variant, valid, open]);

  return (
    <div className="ops-preview">
      <label>
        版本
        <select value={variant} onChange={(e) => setVariant(e.target.value === 'verify' ? 'verify' : 'official')}>
          <option value="official">正式版 official</option>
          <option value="verify">审核版 verify</option>
        </select>
      </label>
      <button type="button" onClick={() => void show(true)}>打开预览窗口</button>
      {error && <p className="ops-error">{error}</p>}
      <p className="ops-muted">预览窗口显示真实应用渲染的草稿（当前浏览器的登录状态）。</p>
    </div>
  );
}
