/** Medians of one variant (renderer or plain React) at one page size. */
export interface RenderMedians {
  domMs: number;
  lcpMs: number;
  tbtMs: number;
  heapMiB: number;
}

export interface RenderRow {
  blocks: number;
  runs: number;
  schema: RenderMedians;
  plain: RenderMedians;
}

export interface RenderBenchResult {
  rows: RenderRow[];
}
