import { useEffect } from 'react';
import { usePageContext } from './page-context';

/** What went wrong with a block, by its JSON pointer. */
export interface BlockProblemProps {
  pointer: string;
  message: string;
  error?: unknown;
}

/**
 * A contained block failure: in development a visible placeholder naming the block's
 * pointer; in production nothing, and one report.
 */
export function BlockProblem({ pointer, message, error }: BlockProblemProps) {
  const { env } = usePageContext();
  useEffect(() => {
    env.report({ pointer, message, error });
    if (env.mode === 'development') console.warn(`[qsh renderer] ${pointer}: ${message}`);
  }, [env, pointer, message, error]);
  if (env.mode !== 'development') return null;
  return (
    <div role="alert" style={{ margin: 8, padding: 8, border: '1px dashed var(--adm-color-danger)', color: 'var(--adm-color-danger)', fontSize: 12 }}>
      {pointer}: {message}
    </div>
  );
}
