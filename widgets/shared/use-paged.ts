import { useCallback, useState } from 'react';

/** Shows a long list a page at a time; `more` reveals the next page (local paging, no refetch). */
export function usePaged<T>(items: readonly T[], pageSize: number) {
  const [count, setCount] = useState(pageSize);
  const more = useCallback(async () => setCount((c) => c + pageSize), [pageSize]);
  return { visible: items.slice(0, count), hasMore: count < items.length, more };
}
