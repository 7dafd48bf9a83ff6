import { describe, expect, it } from 'vitest';
import { actionSchema } from '../../src/actions/types';
import { allowBindings } from '../../src/renderer/schema/allow-bindings';
import { isActionSchema } from '../../src/renderer/schema/action-marker';
import { shareActions } from '../../src/renderer/schema/share-actions';
import { jsonErrorOffset, lineColumn } from '../../build/page-files';
import { schemaAtPath, shapeMismatch } from './api-contract';
import { closest } from './did-you-mean';

describe('checker helpers', () => {
  it('finds the closest known name only when it is a likely typo', () => {
    expect(closest('$qurey', ['$query', '$param', '$user', '$app'])).toBe('$query');
    expect(closest('HOME_BANER', ['HOME_BANNER', 'HOME_NOTICE'])).toBe('HOME_BANNER');
    expect(closest('completely', ['$query', '$param'])).toBeUndefined();
  });

  it('recognises the action schema by its marker, also when copied', () => {
    const copy = { ...actionSchema, description: 'What the button does.' };
    expect(isActionSchema(copy)).toBe(true);
    expect(isActionSchema({ oneOf: actionSchema.oneOf })).toBe(false);
    expect(shareActions({ type: 'object', properties: { action: copy } }, 'action')).toEqual({ type: 'object', properties: { action: { $ref: 'action' } } });
    const props = allowBindings({ type: 'object', properties: { action: copy } }) as { properties: { action: { anyOf: unknown[] } } };
    expect(props.properties.action.anyOf[0]).toEqual({ $ref: '#/definitions/action' });
  });

  it('walks a response schema along a path and compares shapes', () => {
    const response = { type: 'object', properties: { list: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } } } };
    const list = schemaAtPath(response, 'list');
    expect(list.ok).toBe(true);
    expect(schemaAtPath(response, 'lst')).toEqual({ ok: false, missing: 'lst', at: '', known: ['list'] });
    const wantsList = { anyOf: [{ type: 'array' }, { type: 'object', required: ['list'] }] };
    expect(shapeMismatch(response, wantsList)).toBeUndefined();
    expect(list.ok && shapeMismatch(list.schema, wantsList)).toBeUndefined();
    expect(list.ok && shapeMismatch(list.schema, { type: 'object' })).toBe('the data is an array, the widget expects an object');
    expect(list.ok && shapeMismatch(list.schema, { type: 'array', items: { type: 'object', required: ['name'] } })).toBe('"data[]" has no field "name", which the widget needs');
  });

  it('locates a JSON syntax error', () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    expect(lineColumn(text, jsonErrorOffset(text)!)).toEqual({ line: 3, column: 3 });
    expect(jsonErrorOffset('{"a": [1, 2.5e3, "\\u00e9", null, true]}')).toBeUndefined();
  });
});
