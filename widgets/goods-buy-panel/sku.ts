import type { GoodsDetail } from './props.schema';

/** A SKU as GD003 answers it (prices in cents). */
export type Sku = GoodsDetail['skus'][number];
/** One spec value of a SKU: 颜色 曜石黑. */
export type SkuSpec = Sku['specs'][number];

/** The chosen value per spec name. */
export type SpecChoice = Readonly<Record<string, string>>;

/** Spec names in order of first appearance, each with its values in order. */
export function specGroups(skus: readonly Sku[]): { name: string; values: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const sku of skus) {
    for (const { name, value } of sku.specs) {
      const values = groups.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      groups.set(name, values);
    }
  }
  return [...groups].map(([name, values]) => ({ name, values }));
}

const matches = (sku: Sku, choice: SpecChoice) => Object.entries(choice).every(([name, value]) => sku.specs.some((s) => s.name === name && s.value === value));

/** The SKU the choice names completely, if any. */
export function chosenSku(skus: readonly Sku[], choice: SpecChoice): Sku | undefined {
  return skus.find((sku) => sku.specs.length === Object.keys(choice).length && matches(sku, choice));
}

/** Whether picking `value` for `name` (keeping the other choices) leads to a SKU in stock. */
export function canPick(skus: readonly Sku[], choice: SpecChoice, name: string, value: string): boolean {
  const next = { ...choice, [name]: value };
  return skus.some((sku) => sku.stock > 0 && matches(sku, next));
}

/** The choice that names this SKU. */
export function choiceOf(sku: Sku | undefined): SpecChoice {
  return Object.fromEntries((sku?.specs ?? []).map((s) => [s.name, s.value]));
}
