import { useEffect, useRef, useState } from 'react';
import { personaStorageKey, PREVIEW_PARAM, PREVIEW_PERSONA_PARAM, PREVIEW_PERSONAS, PREVIEW_PROBLEM_MESSAGE, PREVIEW_SHELL_PARAM, type PreviewPersona } from '@schemas/preview-frame';
import { SHELLS, type Shell } from '@schemas/shells';
import { opsApi } from './api';

export interface PreviewProblem {
  pointer: string;
  message: string;
}

// The switches' labels; the values and their order are the frame's own (schemas/preview-frame.ts), so a new one cannot be left out here.
const PERSONA_LABELS: Record<PreviewPersona, string> = { guest: '游客', info: '授信中 INFO', finish: '授信完成 FINISH' };
const SHELL_LABELS: Record<Shell, string> = { browser: '浏览器', flutter: 'qsh-flutter', uni: 'qsh-uni' };
const PERSONAS = PREVIEW_PERSONAS.map((p): [PreviewPersona, string] => [p, PERSONA_LABELS[p]]);
const SHELL_OPTIONS = SHELLS.map((s): [Shell, string] => [s, SHELL_LABELS[s]]);
const VARIANTS: [string, string][] = [['official', '正式版 official'], ['verify', '审核版 verify']];

/** A persona's customer session for the frame: minted once per console tab by POST /ops/api/preview-session. */
async function ensurePersona(persona: PreviewPersona): Promise<void> {
  if (persona === 'guest' || sessionStorage.getItem(personaStorageKey(persona))) return;
  const { token } = await opsApi.previewSession(persona);
  sessionStorage.setItem(personaStorageKey(persona), JSON.stringify({ token }));
}

function Switch<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: [T, string][]; onChange(v: T): void }) {
  return (
    <fieldset className="ops-switch">
      <legend>{label}</legend>
      {options.map(([key, text]) => (
        <button key={key} type="button" aria-pressed={value === key} onClick={() => onChange(key)}>{text}</button>
      ))}
    </fieldset>
  );
}

/**
 * Live preview in the console: the real app in a phone-sized frame (390×844, scaled) rendering the
 * draft as you type (`<route>?opsPreview=<hash>&variant=&opsShell=&opsPersona=`), as a guest or a
 * demo user in credit INFO / FINISH, in the browser or an emulated native shell. The app honours
 * the shell and persona only inside this frame (preview-mode.ts). Problems the app contains while
 * rendering the draft come back as `onProblems` (with their JSON pointers).
 */
export function Preview({ route, text, valid, onProblems }: { route: string; text: string; valid: boolean; onProblems(problems: PreviewProblem[]): void }) {
  const [variant, setVariant] = useState('official');
  const [shell, setShell] = useState<Shell>('browser');
  const [persona, setPersona] = useState<PreviewPersona>('guest');
  const [src, setSrc] = useState('');
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const [error, setError] = useState('');
  const [reload, setReload] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const problems = useRef<PreviewProblem[]>([]);
  const onProblemsRef = useRef(onProblems);
  useEffect(() => {
    onProblemsRef.current = onProblems;
  }, [onProblems]);

  // The draft, 600 ms after the last keystroke (only a draft that parses and passes the check).
  useEffect(() => {
    if (!valid) return;
    let page: unknown;
    try {
      page = JSON.parse(text);
    } catch {
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      setState('loading');
      void (async () => {
        try {
          await ensurePersona(persona);
          const { hash } = await opsApi.preview(page);
          if (cancelled) return;
          const query = new URLSearchParams({ [PREVIEW_PARAM]: hash, variant, [PREVIEW_SHELL_PARAM]: shell, [PREVIEW_PERSONA_PARAM]: persona });
          problems.current = [];
          onProblemsRef.current([]);
          setSrc(`${route}?${query.toString()}`);
          setError('');
        } catch (err) {
          if (cancelled) return;
          setState('error');
          setError(err instanceof Error ? `预览失败：${err.message}` : '预览失败，请重试');
        }
      })();
    }, 600);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [text, valid, route, variant, shell, persona, reload]);

  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; pointer?: unknown; message?: unknown } | null;
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow || data?.type !== PREVIEW_PROBLEM_MESSAGE) return;
      problems.current = [...problems.current, { pointer: String(data.pointer ?? ''), message: String(data.message ?? '') }];
      onProblemsRef.current(problems.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div className="ops-preview">
      <Switch<PreviewPersona> label="身份" value={persona} options={PERSONAS} onChange={setPersona} />
      <Switch label="版本" value={variant} options={VARIANTS} onChange={setVariant} />
      <Switch<Shell> label="容器" value={shell} options={SHELL_OPTIONS} onChange={setShell} />
      <div className="ops-phone" aria-busy={state === 'loading'}>
        {src ? (
          <iframe ref={frame} key={`${src}#${reload}`} title="预览" src={src} onLoad={() => setState('ready')} />
        ) : (
          <p className="ops-muted">{valid ? '正在生成预览…' : '草稿通过检查后显示预览'}</p>
        )}
      </div>
      <div className="ops-row">
        <button type="button" onClick={() => setReload((n) => n + 1)}>刷新预览</button>
        {state === 'loading' && <span className="ops-muted">更新中…</span>}
        {!valid && src && <span className="ops-muted">草稿有问题，预览停在上一个通过检查的版本</span>}
      </div>
      {error && <p className="ops-error">{error}</p>}
    </div>
  );
}
