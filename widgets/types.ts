import type { ReactNode } from 'react';
import type { OnAction } from '@/actions/types';
import type { PhoneContact } from '@/lib/contact';
import type { Base64File, UploadedFile } from '@/lib/upload-file';

/** Options of a widget's gateway call. */
export interface RequestOptions {
  /** Show the 加载中... toast while the call runs. */
  loading?: boolean;
  /** No catalogue dialog on failure: the widget shows the error itself (session logout still happens). */
  silent?: boolean;
  /** No dialog for this call's own failure (the widget shows it), but 9991, 9992 and an ended session keep theirs. */
  showsFailure?: boolean;
  /** Order and payment writes: the same key for every retry of one attempt, so the server places it once. */
  idempotencyKey?: string;
}

/** A file to upload with BA004, and what BA004 answers (one definition, shared with the upload service). */
export type UploadRequest = Base64File;
export type { UploadedFile };

/** How a widget uses its block's data source. */
export type DataMode = 'required' | 'optional' | 'none';

/** A JSON Schema object as the registry keeps it (props schemas are `as const` literals). */
export type JsonSchema = { readonly [key: string]: unknown };

/** Paging of a block's data source (WidgetState.paging). */
export interface Paging {
  /** Whether another page follows (fewer items than `total`, or the last page was full). */
  hasMore: boolean;
  /** Loads the next page into the block's data; rejects with the gateway error when it fails. */
  loadMore(): Promise<void>;
}

/** What the renderer tells a widget about its block besides props and data. */
export interface WidgetState {
  /** JSON pointer of the block in its page schema, e.g. `/blocks/3`. */
  pointer: string;
  /** Fetches the block's data source again. */
  reload(): void;
  /**
   * Set when the block's data source answered a page of a paged list (`{list, total, pageNum,
   * pageSize}`, e.g. MM006, CR005): `data.list` then holds every page loaded so far, and
   * `loadMore` fetches the next page of the same source (rejects when it fails). The one paging
   * model of list widgets; they draw `<LoadMore>` with it.
   */
  paging?: Paging;
  /**
   * Calls a gateway apiCode through the host (the widget never imports the network layer).
   * Rejects with the gateway error; used by the form widget to submit.
   */
  request(apiCode: string, fields: Record<string, unknown>, options?: RequestOptions): Promise<unknown>;
  /** Uploads a file with BA004 (POST /utd/file/base64, loading toast); rejects with the gateway error. */
  upload(file: UploadRequest): Promise<UploadedFile>;
  /**
   * Asks the native app for the contacts permission, then lets the user pick a contact (cleaned: quotes
   * stripped, phones cut to 20). Resolves undefined when nothing was picked; rejects with a Chinese message
   * (获取权限失败, 请到手机设置开启) when refused, or 请在App中使用 in a plain browser.
   */
  pickContact(): Promise<PhoneContact | undefined>;
  /** Whether the native app holds a permission, without prompting; rejects with 请在App中使用 in a plain browser. */
  permissionState(permission: NativePermissionName): Promise<NativePermissionStatus>;
  /**
   * Asks the native app for a permission; rejects with 获取权限失败, 请到手机设置开启 when the app answers
   * anything but granted, or 请在App中使用 in a plain browser.
   */
  requestPermission(permission: NativePermissionName): Promise<void>;
}

/** The native permissions the app maps (spec §6). */
export type NativePermissionName = 'camera' | 'contacts' | 'microphone';
/** A permission as the native app reports it. */
export type NativePermissionStatus = 'granted' | 'denied' | 'unset';

/**
 * The one contract between the renderer and a widget.
 * @typeParam P - the props type, derived from the widget's props schema with FromSchema.
 * @typeParam D - the shape of the block's data (after `path` is applied).
 */
export interface WidgetProps<P, D = unknown> {
  /** Props from the page schema, bindings resolved and validated against the props schema. */
  props: P;
  /** The block's data; undefined when the block has no data source. */
  data: D | undefined;
  /** Emits an action; the dispatcher executes it. Never throws. */
  onAction: OnAction;
  state: WidgetState;
  /** Rendered child blocks (`blocks` of a container, card or tabs block), one node per child. */
  slots: readonly ReactNode[];
}

/** Static facts about a widget: its block `type`, docs, and how it uses data. */
export interface WidgetMeta<T extends string = string> {
  type: T;
  /** Short Chinese title for the widget gallery. */
  title: string;
  /** One sentence for operators (docs/widgets.md). */
  description: string;
  data: DataMode;
  /** Whether the block may have child `blocks`. */
  slots?: boolean;
  /**
   * Safe to draw on the server: the widget draws from its props and block data alone (no requests,
   * storage, timers or user state at render), so a block of it with literal props can be rendered
   * into the page's HTML — at build time when it has no data, by the gateway with the public guest
   * answers it embeds when it has (the first-screen preview, src/renderer/prerender.tsx).
   * `{ withProp }`: only when that prop is set (src/renderer/server-drawable.ts).
   */
  prerender?: boolean | { withProp: string };
  /**
   * `view` (the default): draws what the renderer gives it. `feature`: fetches or keeps its own
   * state (self-fetching widgets), so the renderer and checker treat it as more than a view.
   */
  kind?: 'view' | 'feature';
  /**
   * The widget draws its own empty state (its own text or an operator's `emptyText`, and what stays
   * above the list, such as a total): an empty answer (`[]`, `{list: []}`) is handed to it instead of the renderer's 暂无数据.
   * A block's `hideWhenEmpty` still leaves it out.
   */
  ownEmpty?: boolean;
}

/** The meta fields the browser uses (the docs' title and description stay at build time). */
export const RUNTIME_META_KEYS = ['type', 'data', 'slots', 'prerender', 'kind', 'ownEmpty'] as const;

/** A registered widget: its runtime meta; its chunk (component and props validator) is loaded through define-widget.ts. */
export type WidgetEntry<T extends string = string> = Pick<WidgetMeta<T>, (typeof RUNTIME_META_KEYS)[number]>;
