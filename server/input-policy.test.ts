import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type ApiCode } from '../schemas/api/contract.gen';
import type { PolicySchema } from './gateway/input-policy';
import { buildFixtures } from './testing/fixtures';
import { openInProcess, type InProcess } from './testing/harness';
import { samples, type As, type Fixtures } from './testing/samples';

/**
 * The input policy (issue #21, server/gateway/input-policy.ts) over every apiCode: generated text and
 * numbers in every text and number field of every request never give a 5xx, a refused value names its
 * field, and what is stored is what was sent (after NFC).
 */
let t: InProcess;
let f: Fixtures;

beforeAll(async () => {
  t = await openInProcess();
  f = await buildFixtures(t);
}, 60_000);

interface Field {
  apiCode: ApiCode;
  /** `name`, `contact1.name`, `reports[].message` */
  path: string;
  kind: 'text' | 'number';
}

function fieldsOf(apiCode: ApiCode, schema: PolicySchema, path = '', out: Field[] = []): Field[] {
  const types = schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : schema.type;
  if (schema.properties) for (const [k, v] of Object.entries(schema.properties)) fieldsOf(apiCode, v, path ? `${path}.${k}` : k, out);
  else if (schema.items) fieldsOf(apiCode, schema.items, `${path}[]`, out);
  else if (types.includes('string') && path) out.push({ apiCode, path, kind: 'text' });
  else if ((types.includes('integer') || types.includes('number')) && path) out.push({ apiCode, path, kind: 'number' });
  return out;
}

const codes = Object.keys(contract).sort() as ApiCode[];
const fields = codes.flatMap((code) => fieldsOf(code, contract[code].request as PolicySchema));

/** Sets `path` in a copy of the sample body (`a[].b` sets the first item's b, making the item if needed). */
function withValue(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const parts = path.split('.');
  let holder: Record<string, unknown> = copy;
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    if (part.endsWith('[]')) {
      const key = part.slice(0, -2);
      const list = Array.isArray(holder[key]) ? (holder[key] as unknown[]) : (holder[key] = []);
      if (last) {
        list[0] = value;
        return;
      }
      if (typeof list[0] !== 'object' || list[0] === null) list[0] = {};
      holder = list[0] as Record<string, unknown>;
    } else if (last) {
      holder[part] = value;
    } else {
      if (typeof holder[part] !== 'object' || holder[part] === null) holder[part] = {};
      holder = holder[part] as Record<string, unknown>;
    }
  });
  return copy;
}

const NAUGHTY = ['\u0000', 'a\u0000b', '\uFEFF张三', '\uFEFF', '\uD800', 'x\uDC00', '\uD83D\uDE00', 'e\u0301', '\u212B', '\t', 'a\nb', '\r\n', '\u007F', '\u0085', '\u2028', ' ', '', '<script>alert(1)</script>', "'; DROP TABLE users; --", '👨‍👩‍👧'.repeat(30), '字'.repeat(201), 'Ａ'];
const text = fc.oneof(fc.constantFrom(...NAUGHTY), fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
const EDGE_NUMBERS = [0, -1, 1, 1.5, -0, 2147483647, 2147483648, 9007199254740991, 9007199254740992, 1e308, -1e308, 5e-324, 10000, 10001, 50, 51];
const number = fc.oneof(fc.constantFrom(...EDGE_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const leafName = (path: string) => path.split('.').pop()?.replace('[]', '') ?? path;

async function send(field: Field, value: unknown) {
  const sample = samples[field.apiCode] as { as?: As; req: (x: Fixtures) => Record<string, unknown> };
  const body = withValue({ apiCode: field.apiCode, ...sample.req(f) }, field.path, value);
  const res = await t.request(contract[field.apiCode].path ?? '/utd/gateway', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(sample.as ? { appToken: f[sample.as] } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, env: (await res.json()) as { rspCode: string; rspMsg: string } };
}

describe('the input policy on every apiCode', () => {
  it(`generated text and numbers in ${fields.length} request fields never give a 5xx; a refusal by the policy names the field`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), text, number, async (field, s, n) => {
        const { status, env } = await send(field, field.kind === 'text' ? s : n);
        expect(status, `${field.apiCode}.${field.path}`).toBeLessThan(500);
        expect(env.rspCode, `${field.apiCode}.${field.path}: ${env.rspMsg}`).not.toBe('5000');
        if (env.rspCode === '1001' && /控制字符|Unicode/.test(env.rspMsg)) expect(env.rspMsg).toContain(leafName(field.path));
      }),
      { seed: 21, numRuns: 400 },
    );
  }, 60_000);

  it('NUL, other control characters, lone surrogates and byte-order marks are refused with 1001 naming the field; tab and newline pass only in multi-line fields', async () => {
    const name = { apiCode: 'AD002', path: 'name', kind: 'text' } as const;
    for (const bad of ['a\u0000b', 'a\u0007', 'a\tb', 'a\nb', '\uD800x', '\uFEFF张三']) {
      expect((await send(name, bad)).env).toMatchObject({ rspCode: '1001', rspMsg: expect.stringContaining('name') });
    }
    const reason = { apiCode: 'EQ004', path: 'reason', kind: 'text' } as const;
    expect((await send(reason, '不想要了\n第二行')).env.rspCode).not.toBe('1001');
    expect((await send(reason, '不想要了\u0000')).env).toMatchObject({ rspCode: '1001', rspMsg: expect.stringContaining('reason') });
  });

  it('ids and page numbers beyond their bounds are refused with 1001, never 5xx', async () => {
    for (const [apiCode, path] of [['AD004', 'id'], ['BL002', 'billId'], ['CP003', 'pageNum'], ['CP003', 'pageSize'], ['BA007', 'adId']] as const) {
      for (const value of [1e308, 9007199254740992, 2147483648]) {
        expect((await send({ apiCode, path, kind: 'number' }, value)).env, `${apiCode}.${path}=${value}`).toMatchObject({ rspCode: '1001', rspMsg: expect.stringContaining(path) });
      }
    }
  });
});

describe('what is stored is what was sent, after NFC', () => {
  const storable = fc.oneof(fc.constantFrom('张\u0000三', 'e\u0301', '\u212B', ' 李 四 ', '👨‍👩‍👧', 'Ａ'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }));

  it('address name and detail (AD002 -> AD001), upload file name (BA004)', async () => {
    await fc.assert(
      fc.asyncProperty(storable, storable, async (name, detail) => {
        const sample = samples.AD002.req(f);
        const env = await t.call({ apiCode: 'AD002', ...sample, name, addressDetail: detail }, f.active);
        if (env.rspCode !== '0000') {
          // Only the contract may refuse (length, required text), and it says so.
          expect(env.rspCode).toBe('1001');
          return;
        }
        const id = (env.data as { id: number }).id;
        const list = await t.ok('AD001', {}, f.active);
        const stored = list.list.find((x) => x.id === id);
        expect(stored?.name).toBe(name.normalize('NFC'));
        expect(stored?.addressDetail).toBe(detail.normalize('NFC'));
        await t.ok('AD005', { id }, f.active);

        const file = await t.call({ apiCode: 'BA004', fileName: name, contentType: 'image/png', base64: 'iVBORw0KGgo=' }, f.active);
        if (file.rspCode === '0000') {
          const [row] = await t.db.query<{ file_name: string }>('SELECT file_name FROM files WHERE id = $1', [(file.data as { fileId: string }).fileId]);
          expect(row?.file_name).toBe(name.normalize('NFC'));
        } else expect(file.rspCode).toBe('1001');
      }),
      { seed: 21, numRuns: 40 },
    );
  }, 60_000);
});
