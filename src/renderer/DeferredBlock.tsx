import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePageContext } from './page-context';

/** Renders its children once the spot comes near the viewport; until then a light placeholder. */
export function DeferredBlock({ children }: { children: ReactNode }) {
  const { observeNear } = usePageContext();
  const [near, setNear] = useState(false);
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !spot.current) return undefined;
    return observeNear(spot.current, () => setNear(true));
  }, [near, observeNear]);
  if (near) return <>{children}</>;
  return <div ref={spot} data-deferred-block="" style={{ minHeight: 120 }} />;
}
