import { describe, expect, it } from 'vitest';
import { titleOf } from './page-title';

describe('titleOf: a page titled from its link', () => {
  const page = { title: '活动专区', titleQuery: 'title' };
  it('is the query value when the page was opened with it', () => {
    expect(titleOf(page, '?type=GIFT_BAG&title=%E7%A4%BC%E5%8C%85%E4%B8%93%E5%8C%BA')).toBe('礼包专区');
  });
  it('is the schema title when the value is missing or blank', () => {
    expect(titleOf(page, '?type=GIFT_BAG')).toBe('活动专区');
    expect(titleOf(page, '?title=%20%20')).toBe('活动专区');
  });
  it('ignores the query on a page without titleQuery', () => {
    expect(titleOf({ title: '我的账单' }, '?title=别的')).toBe('我的账单');
  });
});
