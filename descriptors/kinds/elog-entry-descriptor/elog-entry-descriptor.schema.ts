/** The eLog entry descriptor kind: its JSON Schema (validated on every write) and the body type derived from it. */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';

export const elogEntryDescriptorSchema = {
  "$id": "keel:elog-entry-descriptor",
  "title": "eLog entry descriptor",
  "description": "One type of logbook entry (SPEC §3 \"eLog entry descriptor\"): the form its body is filled with (dfdSelector, a form descriptor code), its place in the day's workflow and how its date is entered. The descriptor code is the entry code.",
  "type": "object",
  "required": ["name", "code", "eLog", "dfdSelector", "workflow", "dateConfig"],
  "additionalProperties": false,
  "properties": {
    "name": { "$ref": "#/definitions/text" },
    "description": { "$ref": "#/definitions/text" },
    "code": { "type": "string", "pattern": "^[A-Z][A-Z0-9_]*$", "maxLength": 60, "description": "Equals the descriptor code." },
    "eLog": { "type": "string", "pattern": "^[A-Z][A-Z0-9_]*$", "maxLength": 60, "description": "The eLogCode of the logbook." },
    "eLogGroup": {
      "type": "string",
      "pattern": "^[A-Z][A-Z0-9_]*$",
      "maxLength": 60,
      "description": "A group code of the logbook's elog-config."
    },
    "eLogSequence": {
      "type": "string",
      "pattern": "^[A-Z][A-Z0-9_]*$",
      "maxLength": 60,
      "description": "Code of an elog-sequence of the same logbook."
    },
    "dfdSelector": {
      "type": "string",
      "minLength": 1,
      "maxLength": 100,
      "description": "Code of the form descriptor the entry body is filled with."
    },
    "workflow": {
      "type": "object",
      "required": ["sequence"],
      "additionalProperties": false,
      "properties": {
        "sequence": {
          "type": "integer",
          "minimum": 0,
          "description": "Order in the day; without nextAllowed an entry may follow one of an equal or lower sequence."
        },
        "nextAllowed": {
          "type": "array",
          "uniqueItems": true,
          "items": { "type": "string", "pattern": "^[A-Z][A-Z0-9_]*$", "maxLength": 60 },
          "description": "Entry descriptor codes that may follow this entry (SEQUENCE workflow)."
        },
        "minCardinality": {
          "type": "integer",
          "minimum": 0,
          "description": "Entries a day needs before it can be completed (NA entries count)."
        },
        "maxCardinality": { "type": ["integer", "null"], "minimum": 1, "description": "Most entries a day may hold; null: no limit." },
        "position": {
          "enum": ["START", "MIDDLE", "END", "START_END"],
          "description": "START: first of the day; END: last (stops the day); START_END: the only entry; MIDDLE (default): no rule."
        }
      }
    },
    "dateConfig": {
      "type": "object",
      "required": ["dateMode"],
      "additionalProperties": false,
      "properties": {
        "dateMode": { "enum": ["EVENT", "PERIOD"], "description": "EVENT: one time; PERIOD: a start and an end." },
        "dateOnly": { "type": "boolean", "description": "Only the date is entered, no time of day." },
        "dateEdit": { "type": "boolean", "description": "The time may be changed after the entry was created." }
      }
    },
    "hasNotes": { "type": "boolean" },
    "parameters": { "type": "object", "description": "Free parameters of the entry type (e.g. the ORB code letter)." },
    "allowNA": { "type": "boolean", "description": "The entry may be recorded as not applicable (status NA)." },
    "disabled": { "type": "boolean" },
    "firstUsageTs": { "type": "string", "format": "date-time" },
    "system": { "type": "boolean" },
    "showTimezone": { "type": "boolean" },
    "localTimeInput": { "type": "boolean", "description": "Times are typed in ship's time rather than UTC." },
    "copyOffsetFromPrevious": { "type": "boolean", "description": "A new entry starts with the previous entry's offset." }
  },
  "definitions": {
    "text": localTextSchema
  }
} as const;

export type ElogEntryDescriptorBody = FromSchema<typeof elogEntryDescriptorSchema, { keepDefaultedPropertiesOptional: true }>;
