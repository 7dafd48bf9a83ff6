import type { FieldWidget, FormFieldSchema, FormSchema } from './types';

/** A drawable leaf field with its dotted path (`contact1.phone`). */
export interface LeafField {
  path: string;
  name: readonly string[];
  field: FormFieldSchema;
  required: boolean;
  widget: FieldWidget;
  /** The title of the nested object the field sits in (`直系亲属联系人`), if any. */
  group?: string;
}

/** A heading and its fields, in schema order; top-level leaves share a group without a title. */
export interface FieldGroup {
  /** The nested object's property name (undefined for top-level fields). */
  key?: string;
  title?: string;
  fields: LeafField[];
}

export function widgetOf(field: FormFieldSchema): FieldWidget {
  if (field['x-widget']) return field['x-widget'];
  if (field.enum) return field.enum.length > 6 ? 'picker' : 'selector';
  if (field.type === 'boolean') return 'switch';
  if (field.type === 'number' || field.type === 'integer') return 'number';
  return 'input';
}

function leaves(properties: FormSchema['properties'], required: readonly string[] = [], prefix: string[] = [], group?: string): LeafField[] {
  return Object.entries(properties).map(([key, field]) => {
    const name = [...prefix, key];
    return { path: name.join('.'), name, field, required: required.includes(key), widget: widgetOf(field), ...(group ? { group } : {}) };
  });
}

/**
 * What a screen reader calls the field: its title, after its group's when it has one, so the two
 * contact groups' 姓名 fields are told apart (`直系亲属联系人 姓名`, `其他联系人 姓名`).
 */
export const spokenName = ({ field, group }: LeafField): string => (group ? `${group} ${field.title}` : field.title);

/** The schema's fields, grouped: nested objects become titled groups. */
export function fieldGroups(schema: FormSchema): FieldGroup[] {
  const groups: FieldGroup[] = [];
  let top: FieldGroup | undefined;
  for (const [key, field] of Object.entries(schema.properties)) {
    if (field.type === 'object' && field.properties) {
      top = undefined;
      groups.push({ key, title: field.title, fields: leaves(field.properties, field.required, [key], field.title) });
      continue;
    }
    if (!top) groups.push((top = { fields: [] }));
    top.fields.push(...leaves({ [key]: field }, schema.required));
  }
  return groups;
}

/** Every leaf field of the schema. */
export const allFields = (schema: FormSchema): LeafField[] => fieldGroups(schema).flatMap((g) => g.fields);

