/**
 * A credit-info-like form schema (spec §3 option lists, §5 rules), local to the benchmark.
 * Compiled with ajv at run time, for comparison with the precompiled validator of the real form
 * (src/forms/validators.gen.js, schemas/forms/credit-info.json).
 */
export const creditInfoSchema = {
  type: 'object',
  required: ['name', 'idNumber', 'phone', 'education', 'occupationType', 'industry', 'annualIncome', 'housing', 'marital', 'contacts', 'address'],
  properties: {
    name: { type: 'string', minLength: 2, maxLength: 30 },
    idNumber: { type: 'string', pattern: '^\\d{17}[\\dX]$' },
    phone: { type: 'string', pattern: '^1\\d{10}$' },
    email: { type: 'string', format: 'email' },
    education: { type: 'integer', minimum: 1, maximum: 7 },
    occupationType: { type: 'integer', minimum: 1, maximum: 6 },
    industry: { type: 'integer', minimum: 1, maximum: 22 },
    annualIncome: { type: 'integer', minimum: 1, maximum: 6 },
    housing: { type: 'integer', minimum: 1, maximum: 4 },
    marital: { type: 'integer', minimum: 1, maximum: 4 },
    loanPeriod: { enum: [1, 3, 6, 12, 24] },
    contacts: {
      type: 'array',
      minItems: 2,
      maxItems: 2,
      items: {
        type: 'object',
        required: ['relation', 'contactName', 'contactPhone'],
        properties: {
          relation: { enum: ['parent', 'spouse', 'children', 'brothers', 'other', 'colleague', 'friend', 'classmate'] },
          contactName: { type: 'string', minLength: 1, maxLength: 20 },
          contactPhone: { type: 'string', maxLength: 20, pattern: '^1\\d{10}$' },
        },
        additionalProperties: false,
      },
    },
    address: {
      type: 'object',
      required: ['province', 'city', 'county', 'areaCode', 'addressDetail'],
      properties: {
        province: { type: 'string', minLength: 1 },
        city: { type: 'string', minLength: 1 },
        county: { type: 'string', minLength: 1 },
        areaCode: { type: 'string', pattern: '^\\d{6}$' },
        postalCode: { type: 'string', pattern: '^\\d{6}$' },
        addressDetail: { type: 'string', minLength: 1, maxLength: 200 },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

export const validCreditInfo = {
  name: '张三',
  idNumber: '11010519900307123X',
  phone: '13800138000',
  email: 'zhang@example.com',
  education: 3,
  occupationType: 2,
  industry: 11,
  annualIncome: 4,
  housing: 2,
  marital: 2,
  loanPeriod: 12,
  contacts: [
    { relation: 'parent', contactName: '张父', contactPhone: '13900139000' },
    { relation: 'friend', contactName: '李四', contactPhone: '13700137000' },
  ],
  address: { province: '北京市', city: '北京市', county: '朝阳区', areaCode: '110105', postalCode: '100020', addressDetail: '建国路 1 号' },
};

export const invalidCreditInfo = {
  ...validCreditInfo,
  idNumber: '1101051990',
  phone: '2380013800',
  education: 9,
  contacts: [{ relation: 'boss', contactName: '', contactPhone: 'x' }],
  address: { ...validCreditInfo.address, postalCode: '1000', addressDetail: 'x'.repeat(201) },
};
