import type { CascadePickerOption } from 'antd-mobile';
import { areaList } from '@vant/area-data';

/**
 * The region tree of the address form's area picker, built from `@vant/area-data` (China's
 * provinces, cities and counties by their 6-digit codes; about 78 KiB minified, 23 KiB brotli).
 * Only `loadRegions()` in ./regions imports this module, with `import()`, so the data and this
 * builder are a lazy chunk of their own: no page loads it before an area picker needs it.
 */

/** The shape of `@vant/area-data`'s `areaList`: names by 6-digit code at each level. */
export interface AreaList {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

/** The city level of a county whose city code is not in `city_list` (the official name of such a group). */
export const DIRECT_COUNTIES = '省直辖县级行政区划';
/** The province level of a county whose province code is not in `province_list` (no such county in the data today). */
export const OTHER_PROVINCE = '其他地区';

/**
 * Province → city → county options (values are the codes; a county's value is its area code),
 * in code order. Each county hangs under its province (first 2 digits + '0000') and city (first 4
 * digits + '00'), found by prefix, so every path has three levels: a municipality has its city
 * level in the data (110000 北京市 → 110100 北京市), and so do the counties a province governs
 * directly (420000 湖北省 → 429000 省直辖县 → 429004 仙桃市). Should a county's city or province
 * be missing from the data, one is made for it (DIRECT_COUNTIES, OTHER_PROVINCE) rather than
 * dropping the county. Cities and provinces without a county are left out: there is nothing to
 * pick under them.
 */
export function buildRegionTree(list: AreaList): CascadePickerOption[] {
  const provinces = new Map<string, CascadePickerOption & { children: CascadePickerOption[] }>();
  const cities = new Map<string, CascadePickerOption & { children: CascadePickerOption[] }>();
  // Counties in code order, so their provinces and cities are made in code order too.
  for (const [code, name] of Object.entries(list.county_list).sort(([a], [b]) => a.localeCompare(b))) {
    const provinceCode = `${code.slice(0, 2)}0000`;
    const cityCode = `${code.slice(0, 4)}00`;
    let province = provinces.get(provinceCode);
    if (!province) {
      province = { label: list.province_list[provinceCode] ?? OTHER_PROVINCE, value: provinceCode, children: [] };
      provinces.set(provinceCode, province);
    }
    let city = cities.get(cityCode);
    if (!city) {
      city = { label: list.city_list[cityCode] ?? DIRECT_COUNTIES, value: cityCode, children: [] };
      cities.set(cityCode, city);
      province.children.push(city);
    }
    city.children.push({ label: name, value: code });
  }
  return [...provinces.values()];
}

/** The whole tree, built once when this chunk loads. */
export const REGION_TREE: CascadePickerOption[] = buildRegionTree(areaList);
