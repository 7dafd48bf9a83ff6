import { Button } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { withQueryFields } from '@/lib/in-app-path';
import { ErrorView, LoadingView } from '@/ui/load-states';
import { useLoad } from '@widgets/shared/use-load';
import type { WidgetProps } from '../types';
import type { ConfigLinkProps } from './props.schema';

/** The value of `key` in a BA019 answer, or undefined. */
function configValue(answer: unknown, key: string): string | undefined {
  const list = (answer as { list?: Array<{ key?: unknown; value?: unknown }> } | undefined)?.list;
  const value = Array.isArray(list) ? list.find((item) => item.key === key)?.value : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** A path value is the app's own page: made absolute on this origin so the gate can judge it like any URL. */
function absolute(value: string): string {
  return value.startsWith('/') && !value.startsWith('//') ? new URL(value, window.location.origin).href : value;
}

/** A configured link (BA019), opened through the safe-URL gate by the dispatcher. */
export function ConfigLink({ props, onAction, state }: WidgetProps<ConfigLinkProps>) {
  const { state: loaded, retry } = useLoad(props.configKey, () => state.request('BA019', { key: props.configKey }, { silent: true }));
  const value = loaded.status === 'ready' ? configValue(loaded.data, props.configKey) : undefined;
  const url = value ? withQueryFields(absolute(value), props.query) : undefined;
  const open = () => {
    if (url) onAction({ kind: 'openUrl', url, title: props.title, inApp: props.inApp });
  };
  const opened = useRef<string>();
  useEffect(() => {
    if (props.autoOpen && url && opened.current !== url) {
      opened.current = url;
      onAction({ kind: 'openUrl', url, title: props.title, inApp: props.inApp });
    }
  }, [props.autoOpen, props.title, props.inApp, url, onAction]);

  if (loaded.status === 'loading' || loaded.status === 'idle') return <LoadingView lines={2} />;
  if (loaded.status === 'error') return <ErrorView message={loaded.message} onRetry={retry} />;
  return (
    <section style={{ margin: 12, padding: 16, borderRadius: 8, background: '#fff' }} aria-label={props.title}>
      <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{props.title}</h2>
      {props.description ? <p style={{ margin: '0 0 16px', fontSize: 14, lineHeight: 1.6, color: 'var(--adm-color-text-secondary)' }}>{props.description}</p> : null}
      {url ? (
        <Button block color="primary" onClick={open}>{props.buttonText}</Button>
      ) : (
        <p role="alert" style={{ margin: 0, color: 'var(--adm-color-danger)', fontSize: 14 }}>暂未开放，请稍后再试</p>
      )}
    </section>
  );
}
