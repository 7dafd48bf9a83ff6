import type { CascadePickerOption } from 'antd-mobile';

/**
 * A small built-in region list (province / city / county, values are the county's 6-digit area
 * code at the last level). A full list would come from the server; this one covers the demo.
 */
export const REGIONS: CascadePickerOption[] = [
  { label: '北京市', value: '110000', children: [{ label: '北京市', value: '110100', children: [
    { label: '东城区', value: '110101' }, { label: '朝阳区', value: '110105' }, { label: '海淀区', value: '110108' },
  ] }] },
  { label: '上海市', value: '310000', children: [{ label: '上海市', value: '310100', children: [
    { label: '黄浦区', value: '310101' }, { label: '徐汇区', value: '310104' }, { label: '浦东新区', value: '310115' },
  ] }] },
  { label: '广东省', value: '440000', children: [
    { label: '广州市', value: '440100', children: [{ label: '越秀区', value: '440104' }, { label: '天河区', value: '440106' }] },
    { label: '深圳市', value: '440300', children: [{ label: '福田区', value: '440304' }, { label: '南山区', value: '440305' }] },
  ] },
  { label: '浙江省', value: '330000', children: [
    { label: '杭州市', value: '330100', children: [{ label: '上城区', value: '330102' }, { label: '西湖区', value: '330106' }] },
    { label: '宁波市', value: '330200', children: [{ label: '海曙区', value: '330203' }, { label: '鄞州区', value: '330212' }] },
  ] },
  { label: '四川省', value: '510000', children: [
    { label: '成都市', value: '510100', children: [{ label: '锦江区', value: '510104' }, { label: '武侯区', value: '510107' }] },
  ] },
];

/** The region path (codes and labels) of a county's area code, or undefined when unknown. */
export function regionPath(areaCode: string | undefined): { codes: string[]; labels: string[] } | undefined {
  const walk = (options: CascadePickerOption[], trail: CascadePickerOption[]): CascadePickerOption[] | undefined => {
    for (const option of options) {
      const path = [...trail, option];
      if (option.value === areaCode && !option.children) return path;
      const found = option.children && walk(option.children, path);
      if (found) return found;
    }
    return undefined;
  };
  const path = walk(REGIONS, []);
  return path && { codes: path.map((o) => o.value), labels: path.map((o) => o.label) };
}
