import type { CascadePickerOption } from 'antd-mobile';

/**
 * China's regions for the address form's area picker (所在地区): every province, city and county
 * of the npm package `@vant/area-data` (34 provinces, 369 cities, 3479 counties in 2.1.0; the
 * picker's value is the county's 6-digit area code). Municipalities have their city level
 * (北京市 → 北京市 → 朝阳区 110105), counties a province governs directly sit under the data's
 * 省直辖县 city (湖北省 → 省直辖县 → 仙桃市 429004), and 香港, 澳门 and 台湾 are in too, since the data
 * has all three levels for them. The tree is built in ./region-data.
 *
 * The data is large (about 78 KiB minified, 23 KiB brotli), so it is a lazy chunk of its own
 * (region-data-*.js): nothing imports ./region-data but `loadRegions()`, with `import()`. An
 * AreaPicker calls it when it is opened, or at mount when it holds an area code without names to
 * show; it does not preload on mount otherwise, so a customer who opens the address form only to
 * change the phone fetches nothing more. Pages with a form but no area field (credit-info…) never
 * load it. A code not in the data has no path: the picker shows the names saved with it.
 */

/** The codes and labels of a county's province, city and county. */
export interface RegionPath {
  codes: string[];
  labels: string[];
}

let loading: Promise<CascadePickerOption[]> | undefined;
let loaded: CascadePickerOption[] | undefined;

/**
 * The region tree (province → city → county), loaded once: later calls share the first call's
 * promise. A failed load (say the chunk could not be fetched) is forgotten, so the next call tries again.
 */
export function loadRegions(): Promise<CascadePickerOption[]> {
  loading ??= import('./region-data').then(
    ({ REGION_TREE }) => (loaded = REGION_TREE),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The region tree when it has been loaded already, else undefined (no load is started). */
export function loadedRegions(): CascadePickerOption[] | undefined {
  return loaded;
}

const indexes = new WeakMap<CascadePickerOption[], Map<string, RegionPath>>();

/** Every county's path in a tree, by the county's code (built once per tree). */
function indexOf(tree: CascadePickerOption[]): Map<string, RegionPath> {
  let index = indexes.get(tree);
  if (!index) {
    index = new Map();
    for (const province of tree)
      for (const city of province.children ?? [])
        for (const county of city.children ?? [])
          if (!county.children) index.set(county.value, { codes: [province.value, city.value, county.value], labels: [province.label, city.label, county.label] });
    indexes.set(tree, index);
  }
  return index;
}

/**
 * The region path (codes and labels) of a county's area code in a loaded tree, or undefined when
 * the tree is not loaded yet or the code is no county of it (a province or city code, a made-up code).
 */
export function regionPath(tree: CascadePickerOption[] | undefined, areaCode: string | undefined): RegionPath | undefined {
  return tree && areaCode ? indexOf(tree).get(areaCode) : undefined;
}
