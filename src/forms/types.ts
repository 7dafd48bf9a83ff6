/** One field of a form schema (a small JSON Schema subset SchemaForm knows how to draw). */
export interface FormFieldSchema {
  type: 'string' | 'number' | 'integer' | 'boolean';
  title: string;
  description?: string;
  enum?: readonly (string | number)[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  /** ajv-errors custom messages per keyword, e.g. `{ "pattern": "请输入正确的手机号" }`. */
  errorMessage?: Record<string, string> | string;
}

/** A form schema: a JSON Schema object of flat fields, checked by a precompiled ajv validator. */
export interface FormSchema {
  $id: string;
  type: 'object';
  required?: readonly string[];
  properties: Record<string, FormFieldSchema>;
  additionalProperties?: boolean;
}

/** How to draw a field (kept outside the JSON Schema so ajv stays strict). */
export interface FormFieldUi {
  widget?: 'input' | 'textarea' | 'number' | 'switch' | 'selector';
  placeholder?: string;
  /** Labels of enum values, in enum order. */
  labels?: readonly string[];
}

/** A form: its schema, its UI hints and the id the form widget refers to. */
export interface FormSpec {
  id: string;
  title: string;
  schema: FormSchema;
  ui: Record<string, FormFieldUi>;
}
