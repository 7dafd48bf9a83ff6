import { describe, expect, it } from 'vitest';
import { openInProcess } from '../testing/harness';
import { demoArt } from './demo-art';

/** The name /demo-img/ draws for an image URL of the seed (as demo-img.ts cleans it). */
const nameOf = (url: string) => url.replace(/^\/demo-img\//, '').replace(/\.svg$/, '').replace(/[^a-z0-9-]/gi, '');

describe('demo pictures', () => {
  it('every goods picture, category and function-entry icon, banner and product of the seed is drawn, never labelled with its file name', async () => {
    const t = await openInProcess();
    const rows = await t.db.query<{ url: string }>(`
      SELECT image AS url FROM goods UNION SELECT jsonb_array_elements_text(images) FROM goods UNION SELECT icon FROM categories
      UNION SELECT icon FROM func_entries UNION SELECT image FROM ads WHERE image <> '' UNION SELECT image FROM products`);
    expect(rows.length).toBeGreaterThan(40);
    for (const { url } of rows) {
      const name = nameOf(url);
      const art = demoArt(name);
      expect(art, url).toMatch(/^<svg /);
      expect(art, url).not.toContain(`>${name}<`);
    }
  }, 30_000);

  it('the three pictures of a goods item differ', () => {
    const views = ['goods-kettle', 'goods-kettle-2', 'goods-kettle-3'].map(demoArt);
    expect(new Set(views).size).toBe(3);
  });
});
