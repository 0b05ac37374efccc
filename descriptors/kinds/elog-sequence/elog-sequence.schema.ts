/** The eLog sequence kind: its JSON Schema (validated on every write) and the body type derived from it. */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';

export const elogSequenceSchema = {
  "$id": "keel:elog-sequence",
  "title": "eLog sequence",
  "description": "A named order group of entry descriptors of one logbook (SPEC \"elog sequence\"); entry descriptors name it in eLogSequence. The descriptor code is the sequence code.",
  "type": "object",
  "required": ["code", "name", "eLog"],
  "additionalProperties": false,
  "properties": {
    "code": { "type": "string", "pattern": "^[A-Z][A-Z0-9_]*$", "maxLength": 60, "description": "Equals the descriptor code." },
    "name": { "$ref": "#/definitions/text" },
    "eLog": { "type": "string", "pattern": "^[A-Z][A-Z0-9_]*$", "maxLength": 60, "description": "The eLogCode of the logbook." },
    "description": { "$ref": "#/definitions/text" },
    "system": { "type": "boolean" }
  },
  "definitions": {
    "text": localTextSchema
  }
} as const;

export type ElogSequenceBody = FromSchema<typeof elogSequenceSchema, { keepDefaultedPropertiesOptional: true }>;
