import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { contract } from '../../schemas/api/contract.gen';
import { applyTextPolicy, multilinePaths, MULTILINE_KEYWORD, withNumberBounds, type PolicySchema } from './input-policy';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function field(err: ErrorObject): string {
  const path = err.instancePath.replace(/^\//, '').replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/\//g, '.');
  const params = err.params as Record<string, unknown>;
  if (err.keyword === 'required') return path ? `${path}.${String(params.missingProperty)}` : String(params.missingProperty);
  if (err.keyword === 'additionalProperties') {
    const extra = String(params.additionalProperty);
    return path ? `${path}.${extra}` : extra;
  }
  return path || '请求体';
}

/** One Chinese sentence per ajv error, always naming the field. */
export function describeError(err: ErrorObject): string {
  const name = field(err);
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return `缺少必填字段 ${name}`;
    case 'additionalProperties':
      return `不支持的字段 ${name}`;
    case 'type':
      return `字段 ${name} 类型应为 ${String(p.type)}`;
    case 'enum':
      return `字段 ${name} 取值应为 ${(p.allowedValues as unknown[]).join('、')} 之一`;
    case 'const':
      return `字段 ${name} 取值应为 ${String(p.allowedValue)}`;
    case 'pattern':
    case 'format':
      return `字段 ${name} 格式不正确`;
    case 'minLength':
      return `字段 ${name} 长度不能少于 ${String(p.limit)}`;
    case 'maxLength':
      return `字段 ${name} 长度不能超过 ${String(p.limit)}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `字段 ${name} 不能小于 ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `字段 ${name} 不能大于 ${String(p.limit)}`;
    case 'minItems':
      return `字段 ${name} 至少需要 ${String(p.limit)} 项`;
    case 'maxItems':
      return `字段 ${name} 最多 ${String(p.limit)} 项`;
    default:
      return `字段 ${name} 不符合要求`;
  }
}

export interface ContractValidators {
  request(apiCode: string, body: unknown): string | null;
  response(apiCode: string, data: unknown): string | null;
}

/**
 * ajv validators compiled once from schemas/api/contract.gen.ts (the same contract the client types come from).
 * Requests also pass the input policy (input-policy.ts): one walk of each request schema finds its
 * multi-line fields and fills the default number maxima; every request's text is checked and made NFC
 * (in place, so the handler sees it) before ajv runs.
 */
export function createValidators(): ContractValidators {
  const ajv = addFormats(new Ajv({ allErrors: false, strict: false, useDefaults: true }));
  ajv.addKeyword({ keyword: MULTILINE_KEYWORD, schemaType: 'boolean' });
  const compiled = new Map<string, { req: ValidateFunction; res: ValidateFunction; multiline: ReadonlySet<string> }>();
  for (const [code, entry] of Object.entries(contract)) {
    const request = entry.request as PolicySchema;
    compiled.set(code, { req: ajv.compile(withNumberBounds(request)), res: ajv.compile(entry.response), multiline: multilinePaths(request) });
  }
  const run = (fn: ValidateFunction | undefined, value: unknown): string | null => {
    if (!fn) return null;
    if (fn(value)) return null;
    const first = fn.errors?.[0];
    return first ? describeError(first) : '请求参数不正确';
  };
  return {
    request: (apiCode, body) => {
      const entry = compiled.get(apiCode);
      if (!entry) return null;
      if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
        const problem = applyTextPolicy(body as Record<string, unknown>, entry.multiline);
        if (problem) return problem;
      }
      return run(entry.req, body);
    },
    response: (apiCode, data) => run(compiled.get(apiCode)?.res, data),
  };
}

let shared: ContractValidators | undefined;

/** The process-wide validators: the contract is static, so it is compiled once, on first use. */
export function sharedValidators(): ContractValidators {
  shared ??= createValidators();
  return shared;
}
