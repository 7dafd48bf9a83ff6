import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { areaList } from '@vant/area-data';
import type { CascadePickerOption } from 'antd-mobile';
import { describe, expect, it } from 'vitest';
import { buildRegionTree, DIRECT_COUNTIES, OTHER_PROVINCE, REGION_TREE } from './region-data';
import { loadedRegions, loadRegions, regionPath } from './regions';

const labelsOf = (code: string) => regionPath(REGION_TREE, code)?.labels.join(' ');

/** Every leaf of a tree with its depth (1 for a province). */
function leaves(options: CascadePickerOption[], depth = 1): { value: string; depth: number }[] {
  return options.flatMap((option) => (option.children ? leaves(option.children, depth + 1) : [{ value: option.value, depth }]));
}

describe('the region tree', () => {
  it('every county of the data is reachable in the picker under its province and city, and every path has three levels', () => {
    const counties = Object.entries(areaList.county_list);
    expect(counties.length).toBeGreaterThan(3000);
    for (const [code, name] of counties) {
      const provinceCode = `${code.slice(0, 2)}0000`;
      const cityCode = `${code.slice(0, 4)}00`;
      expect(regionPath(REGION_TREE, code), code).toEqual({
        codes: [provinceCode, cityCode, code],
        labels: [areaList.province_list[provinceCode], areaList.city_list[cityCode], name],
      });
    }
    const all = leaves(REGION_TREE);
    expect(all.filter((leaf) => leaf.depth !== 3)).toEqual([]);
    expect(all).toHaveLength(counties.length);
    expect(REGION_TREE).toHaveLength(Object.keys(areaList.province_list).length);
  });

  it('the seeded demo addresses still resolve: 110105 is 北京市 北京市 朝阳区, 110101 东城区, 310115 浦东新区, 440106 天河区', () => {
    expect(regionPath(REGION_TREE, '110105')).toEqual({ codes: ['110000', '110100', '110105'], labels: ['北京市', '北京市', '朝阳区'] });
    expect(labelsOf('110101')).toBe('北京市 北京市 东城区');
    expect(labelsOf('310115')).toBe('上海市 上海市 浦东新区');
    expect(labelsOf('440106')).toBe('广东省 广州市 天河区');
  });

  it('the four municipalities have a city level', () => {
    expect(labelsOf('120101')).toBe('天津市 天津市 和平区');
    expect(labelsOf('500101')).toBe('重庆市 重庆市 万州区');
  });

  it('customers of every province are served: 江苏 南京 玄武区 320102, 湖北 武汉 江岸区 420102', () => {
    expect(labelsOf('320102')).toBe('江苏省 南京市 玄武区');
    expect(labelsOf('420102')).toBe('湖北省 武汉市 江岸区');
    expect(REGION_TREE.map((province) => province.label)).toEqual(expect.arrayContaining(['江苏省', '湖北省', '新疆维吾尔自治区', '西藏自治区', '海南省']));
  });

  it('a county the province governs directly (429004 仙桃市) sits under its province and the data\'s 省直辖县', () => {
    expect(regionPath(REGION_TREE, '429004')).toEqual({ codes: ['420000', '429000', '429004'], labels: ['湖北省', '省直辖县', '仙桃市'] });
    expect(labelsOf('419001')).toBe('河南省 省直辖县 济源市');
    expect(labelsOf('659001')).toBe('新疆维吾尔自治区 自治区直辖县级行政区划 石河子市');
  });

  it('香港, 澳门 and 台湾 are in, with three levels as the data has them', () => {
    expect(labelsOf('810101')).toMatch(/^香港特别行政区 香港岛 \S+$/);
    expect(labelsOf('820102')).toBe('澳门特别行政区 澳门半岛 花地玛堂区');
    expect(labelsOf('710101')).toBe('台湾省 台北市 中正区');
  });

  it('every name fits the address form\'s 20 characters for province, city and county', () => {
    const names = leaves(REGION_TREE).flatMap(({ value }) => regionPath(REGION_TREE, value)!.labels);
    expect(names.filter((name) => name.length === 0 || name.length > 20)).toEqual([]);
  });

  it('a county whose city or province is missing from the data is kept under a made-up city or province, never dropped', () => {
    const tree = buildRegionTree({
      province_list: { 420000: '湖北省' },
      city_list: { 420100: '武汉市' },
      county_list: { 420102: '江岸区', 429004: '仙桃市', 990101: '某县' },
    });
    expect(regionPath(tree, '420102')?.labels).toEqual(['湖北省', '武汉市', '江岸区']);
    expect(regionPath(tree, '429004')).toEqual({ codes: ['420000', '429000', '429004'], labels: ['湖北省', DIRECT_COUNTIES, '仙桃市'] });
    expect(regionPath(tree, '990101')).toEqual({ codes: ['990000', '990100', '990101'], labels: [OTHER_PROVINCE, DIRECT_COUNTIES, '某县'] });
  });

  it('a city or province without a county is left out: there is nothing to pick under it', () => {
    const tree = buildRegionTree({ province_list: { 110000: '北京市', 120000: '天津市' }, city_list: { 110100: '北京市', 110200: '县' }, county_list: { 110101: '东城区' } });
    expect(tree).toEqual([{ label: '北京市', value: '110000', children: [{ label: '北京市', value: '110100', children: [{ label: '东城区', value: '110101' }] }] }]);
  });

  it('regions are in code order', () => {
    const codes = leaves(REGION_TREE).map((leaf) => leaf.value);
    expect(codes).toEqual([...codes].sort());
  });
});

describe('regionPath', () => {
  it('knows county codes only, and nothing before the tree is loaded', () => {
    expect(regionPath(undefined, '110105')).toBeUndefined();
    expect(regionPath(REGION_TREE, undefined)).toBeUndefined();
    expect(regionPath(REGION_TREE, '110000')).toBeUndefined();
    expect(regionPath(REGION_TREE, '110100')).toBeUndefined();
    expect(regionPath(REGION_TREE, '999999')).toBeUndefined();
  });
});

describe('loadRegions', () => {
  it('loads the tree once: every call gets the same tree, and loadedRegions has it afterwards', async () => {
    const first = loadRegions();
    expect(loadRegions()).toBe(first);
    expect(await first).toBe(REGION_TREE);
    expect(loadedRegions()).toBe(REGION_TREE);
  });
});

describe('the region data stays out of the pages\' chunks', () => {
  const root = join(__dirname, '../../..');
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('only regions.ts imports ./region-data, with import(), and only region-data.ts imports @vant/area-data', () => {
    const importers = (pattern: RegExp) => [...sources('src'), ...sources('widgets')].filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')));
    expect(importers(/(from|import\()\s*['"]@vant\/area-data['"]/)).toEqual(['src/forms/controls/region-data.ts']);
    expect(importers(/(from|import\()\s*['"][^'"]*\/region-data(\.ts)?['"]/)).toEqual(['src/forms/controls/regions.ts']);
    const regions = readFileSync(join(root, 'src/forms/controls/regions.ts'), 'utf8');
    expect(regions).toMatch(/import\('\.\/region-data'\)/);
    expect(regions).not.toMatch(/^import (?!type ).*region-data/m);
  });
});
