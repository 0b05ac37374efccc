/** The eLog configuration kind: its JSON Schema (validated on every write) and the body type derived from it. */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';

export const elogConfigSchema = {
  "$id": "keel:elog-config",
  "title": "eLog configuration",
  "description": "One logbook (SPEC §3 \"eLog configuration\"): its name, workflow type and parameters, and the groups its entry descriptors are shown in. The descriptor code is the eLogCode (DECK, ENGINE, ORB1 …).",
  "type": "object",
  "required": ["eLogCode", "config"],
  "additionalProperties": false,
  "properties": {
    "eLogCode": {
      "type": "string",
      "pattern": "^[A-Z][A-Z0-9_]*$",
      "maxLength": 60,
      "description": "The logbook code; equals the descriptor code and config.code."
    },
    "config": {
      "type": "object",
      "required": ["code", "name", "workflowType"],
      "additionalProperties": false,
      "properties": {
        "code": { "type": "string", "pattern": "^[A-Z][A-Z0-9_]*$", "maxLength": 60 },
        "name": { "$ref": "#/definitions/text" },
        "workflowType": {
          "enum": ["SEQUENCE", "UNCHECKED"],
          "description": "SEQUENCE: entries of a day must follow their descriptors' nextAllowed / sequence; UNCHECKED: any order (MARPOL record books)."
        },
        "ignoreCardinality": {
          "type": "boolean",
          "description": "When true, minCardinality and maxCardinality of the entry descriptors are not checked."
        }
      }
    },
    "params": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "defaultOffset": {
          "type": "integer",
          "minimum": -720,
          "maximum": 840,
          "description": "Offset of ship's time from UTC, minutes east, for a day with no previous entry."
        },
        "minuteResolution": {
          "enum": [1, 5, 10, 15, 20, 30, 60],
          "description": "Entry times are whole multiples of this many minutes (SPEC §5)."
        },
        "selectableOffsets": {
          "type": "array",
          "uniqueItems": true,
          "items": { "type": "integer", "minimum": -720, "maximum": 840 },
          "description": "Offsets the crew may pick; every hourly offset when absent."
        },
        "dayStartsAt": {
          "type": "string",
          "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
          "description": "Ship's time at which a logbook day starts, HH:mm."
        },
        "signatures": {
          "type": "array",
          "minItems": 1,
          "uniqueItems": true,
          "items": { "enum": ["FIRST", "MAIN"] },
          "description": "The signatures that close a completed day: FIRST (the officer in charge), MAIN (the master or chief engineer)."
        },
        "printLayout": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]+$",
          "maxLength": 100,
          "description": "Code of the printout layout of the book."
        },
        "requiredFunction": {
          "type": "string",
          "pattern": "^[A-Z][A-Z0-9_]*$",
          "description": "The permission function (at VIEW) a user needs besides the eLog permission set, e.g. ELB_DECK."
        }
      }
    },
    "print": {
      "type": "object",
      "required": ["layout"],
      "additionalProperties": false,
      "description": "How a day of the book prints from the browser, in the official layout the master certifies. params.printLayout stays the name of the PDF printout of the printout engine.",
      "properties": {
        "layout": {
          "enum": ["RECORD_BOOK", "TABLE"],
          "description": "RECORD_BOOK: a MARPOL record book page, one row per item number (Date | Code | Item | Record of operations / signature of officer in charge); the code is the entry descriptor's parameters.recordCode, items come from form fields with ui:options.item, fields without an item go on the entry's first row, and the officer's signature (name, rank) closes the entry's rows. TABLE: one row per entry with the configured columns."
        },
        "columns": {
          "type": "array",
          "minItems": 1,
          "maxItems": 20,
          "description": "The columns of a TABLE layout, left to right (RECORD_BOOK has fixed columns). Without columns a TABLE prints time, entry, remarks and signature.",
          "items": {
            "type": "object",
            "required": ["title", "source"],
            "additionalProperties": false,
            "properties": {
              "title": { "$ref": "#/definitions/text", "description": "The column heading." },
              "source": {
                "enum": ["time", "entry", "recordCode", "fields", "remarks", "signature"],
                "description": "What the column shows: time (the entry's time on the ship's clock, start–end for a period), entry (the entry type's name), recordCode (the entry descriptor's parameters.recordCode), fields (the values at `fields`), remarks (the values at `fields` first, then every filled field no other column shows, as \"Title: value\", then the entry's notes), signature (the entry's author: name and rank)."
              },
              "fields": {
                "type": "array",
                "minItems": 1,
                "uniqueItems": true,
                "items": { "type": "string", "pattern": "^(/[^/]+)+$", "maxLength": 300 },
                "description": "JSON pointers into the entry content (areasContent) for source fields, and for remarks (shown first). A segment * stands for every item of an array (/discharges/*/amount). Every filled value is shown, one per line; with several pointers each value carries its field title."
              },
              "join": {
                "type": "string",
                "maxLength": 10,
                "description": "Shows the values at `fields` bare, in their order, joined by this text (\" / \"); a missing one before a filled one as —. Without it each value carries its field title when several are filled."
              },
              "codes": {
                "type": "boolean",
                "description": "Shows the stored values of choice fields (the Garbage Record Book's category letters) instead of their names."
              },
              "entries": {
                "type": "array",
                "minItems": 1,
                "uniqueItems": true,
                "items": { "type": "string", "pattern": "^[A-Z][A-Z0-9_]*$", "maxLength": 60 },
                "description": "Entry descriptor codes the column shows values for; every entry type when absent (the Garbage Record Book's amounts to sea and to a reception facility read the same field of different entry types)."
              },
              "width": {
                "type": "number",
                "exclusiveMinimum": 0,
                "maximum": 100,
                "description": "Relative width of the column on the page; 1 when absent."
              }
            }
          }
        }
      }
    },
    "groups": {
      "type": "array",
      "description": "Entry groups (the eLogGroup of entry descriptors), in display order.",
      "items": {
        "type": "object",
        "required": ["code", "name"],
        "additionalProperties": false,
        "properties": {
          "code": { "type": "string", "pattern": "^[A-Z][A-Z0-9_]*$", "maxLength": 60 },
          "name": { "$ref": "#/definitions/text" },
          "order": { "type": "integer", "minimum": 0 }
        }
      }
    },
    "system": { "type": "boolean" }
  },
  "definitions": {
    "text": localTextSchema
  }
} as const;

export type ElogConfigBody = FromSchema<typeof elogConfigSchema, { keepDefaultedPropertiesOptional: true }>;
