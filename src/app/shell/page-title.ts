/**
 * A page's title: its `title`, or the value of its `titleQuery` parameter when the page was opened
 * with one (e.g. /activity/byRegionType?title=礼包专区). Both the nav bar (SchemaPage) and the
 * document title (KeepAliveOutlet) read it.
 */
export function titleOf(page: { title: string; titleQuery?: string }, search: string): string {
  const given = page.titleQuery ? new URLSearchParams(search).get(page.titleQuery)?.trim() : undefined;
  return given || page.title;
}
