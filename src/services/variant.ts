/** The two builds: the app-store review build (verify) and the official one. */
export type Variant = 'official' | 'verify';

/** Query parameter that overrides the variant at run time (tests, QA): ?variant=verify. */
export const VARIANT_QUERY = 'variant';
/** Storage key holding a run-time override; a query override is also written here so it survives navigation. */
export const VARIANT_STORAGE_KEY = 'qsh.variant';

const isVariant = (v: unknown): v is Variant => v === 'official' || v === 'verify';

export interface VariantSource {
  /** import.meta.env.VITE_VARIANT, passed in by the caller. */
  buildFlag: string | undefined;
  /** location.search */
  search?: string;
  /** sessionStorage in the app. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

/** Resolves the variant: ?variant= query, then the storage override, then the build flag, else official. */
export function resolveVariant({ buildFlag, search = '', storage }: VariantSource): Variant {
  const fromQuery = new URLSearchParams(search).get(VARIANT_QUERY);
  if (isVariant(fromQuery)) {
    storage?.setItem(VARIANT_STORAGE_KEY, fromQuery);
    return fromQuery;
  }
  const stored = storage?.getItem(VARIANT_STORAGE_KEY);
  if (isVariant(stored)) return stored;
  return isVariant(buildFlag) ? buildFlag : 'official';
}

/** A card right the verify build may hide. */
export type CardRight = 'installmentShopping' | 'financialRecommendation' | (string & {});

/** The verify build hides installment shopping and financial-product recommendation from card rights. */
export function isCardRightVisible(right: CardRight, variant: Variant): boolean {
  return variant === 'official' || (right !== 'installmentShopping' && right !== 'financialRecommendation');
}

/** The verify build skips the update check. */
export function checksForUpdates(variant: Variant): boolean {
  return variant === 'official';
}

/** The download link of the variant (from the runtime config). */
export function downloadLink(variant: Variant, links: Readonly<Record<Variant, string>>): string {
  return links[variant];
}

/** Agreement key for the variant (the pure mapping lives in src/lib so widgets can use it). */
export { agreementKey } from '@/lib/agreement-key';
