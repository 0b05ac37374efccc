/** The e-mail template kind (issue 20, docs/email.md): a mail's subject and body in English and Russian with {{placeholders}}. */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';

/** A text in both languages; Russian falls back to English when empty. */
const templateText = (maxLength: number) => ({
  type: 'object',
  required: ['en'],
  additionalProperties: false,
  properties: { en: { type: 'string', minLength: 1, maxLength }, ru: { type: 'string', maxLength } },
}) as const;

export const emailTemplateSchema = {
  "$id": "keel:email-template",
  "title": "E-mail template",
  "description": "A mail's subject and plain-text body (and optionally an HTML body) per language, with named placeholders {{name}} filled from the sender's data; sampleData fills them for the preview.",
  "type": "object",
  "required": ["title", "subject", "text"],
  "additionalProperties": false,
  "properties": {
    "title": localTextSchema,
    "subject": templateText(500),
    "text": templateText(20_000),
    "html": { ...templateText(50_000), "description": "An HTML body; values put into it are escaped. Without it the mail is plain text." },
    "sampleData": {
      "type": "object", "maxProperties": 50,
      "description": "Placeholder values for the preview and the test mail.",
      "additionalProperties": { "type": ["string", "number", "boolean"] }
    }
  }
} as const;

export type EmailTemplateBody = FromSchema<typeof emailTemplateSchema, { keepDefaultedPropertiesOptional: true }>;
