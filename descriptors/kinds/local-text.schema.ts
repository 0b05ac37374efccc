/** A text shown to users, in a descriptor: one string, or English with an optional Russian (descriptors/lib/text.ts reads it). */
export const localTextSchema = {
  oneOf: [
    { type: 'string', minLength: 1 },
    {
      type: 'object',
      required: ['en'],
      additionalProperties: false,
      properties: { en: { type: 'string', minLength: 1 }, ru: { type: 'string' } },
    },
  ],
} as const;
