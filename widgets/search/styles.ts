import type { SearchProps } from './props.schema';

/** The search box's placeholder (the look-alike input shows the same). */
export const placeholderOf = (props: SearchProps) => props.placeholder;
/** The search bar row. */
export const bar = { display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px', background: '#fff' } as const;
/** The `link` search's look-alike input. */
export const fakeInput = { flex: 1, display: 'flex', alignItems: 'center', gap: 6, height: 32, padding: '0 10px', borderRadius: 16, background: 'var(--adm-color-fill-content)', color: 'var(--adm-color-weak)', fontSize: 14 } as const;
