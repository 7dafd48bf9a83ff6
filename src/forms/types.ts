/** How a field is drawn (`x-widget`); the default follows the field's type and enum. */
export type FieldWidget = 'input' | 'textarea' | 'number' | 'phone' | 'switch' | 'yes-no' | 'selector' | 'picker' | 'area' | 'hidden';

/** A rule ajv cannot see: this field must differ from another field or from a context value. */
export interface NotEqualRule {
  /** Dotted path of another field, e.g. `contact1.phone`. */
  field?: string;
  /** Name of a value the page supplies (e.g. `userPhone`, the logged-in user's phone). */
  context?: string;
  message: string;
}

/**
 * One field of a form schema: a small JSON Schema subset SchemaForm knows how to draw. `x-` keys are
 * annotations for the form (ajv accepts them as keywords that never fail).
 */
export interface FormFieldSchema {
  type: 'string' | 'number' | 'integer' | 'boolean' | 'object';
  title: string;
  description?: string;
  default?: unknown;
  enum?: readonly (string | number)[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  /** Nested fields (type object): drawn as a group under the field's title. */
  properties?: Record<string, FormFieldSchema>;
  required?: readonly string[];
  additionalProperties?: boolean;
  /** ajv-errors custom messages per keyword (on an object: `{ "required": { "name": "..." } }`). */
  errorMessage?: Record<string, string | Record<string, string>> | string;
  'x-widget'?: FieldWidget;
  'x-placeholder'?: string;
  /** Labels of the enum values, in enum order. */
  'x-enumNames'?: readonly string[];
  /** Never written to the session draft (ID numbers, contacts' phones). */
  'x-sensitive'?: boolean;
  'x-notEqual'?: readonly NotEqualRule[];
}

/** A form schema: a JSON Schema object checked by a precompiled ajv validator. */
export interface FormSchema {
  $id: string;
  title: string;
  type: 'object';
  required?: readonly string[];
  properties: Record<string, FormFieldSchema>;
  additionalProperties?: boolean;
  errorMessage?: FormFieldSchema['errorMessage'];
}

/** A form: its schema and the id the form widget refers to (the schema's `$id`). */
export interface FormSpec {
  id: string;
  title: string;
  schema: FormSchema;
}

/** Values the form reads besides its fields (for `x-notEqual` context rules). */
export type FormContext = Record<string, string | undefined>;
