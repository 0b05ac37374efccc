/**
 * The report descriptor kind (issue 19): the layout of a printout over its model's data — page, header, blocks —
 * with texts {en, ru} and values bound by JSONata over { params, data } (a table's columns over each row, with
 * $params and $data). The blocks are one catalogue (`reportBlockTypes`); the server lays them out as a PDF.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';

const binding = { type: 'string', minLength: 1, maxLength: 4000, description: 'JSONata over { params, data }.' } as const;
const formats = ['text', 'number', 'integer', 'percent', 'date', 'dateTime', 'yesNo'] as const;
const valueFormat = {
  format: { enum: formats, description: 'How the value is written: numbers in the language, dates as the day, yes/no translated.' },
  decimals: { type: 'integer', minimum: 0, maximum: 6 },
  unit: localTextSchema,
} as const;
const headerPart = {
  type: 'object', additionalProperties: false,
  properties: { text: localTextSchema, bind: binding },
} as const;

export const reportBlockTypes = ['heading', 'text', 'keyValue', 'table', 'barChart', 'signatures', 'logbook', 'pageBreak'] as const;

export const reportDescriptorSchema = {
  "$id": "keel:report-descriptor",
  "title": "Report descriptor",
  "description": "A printout's layout over the data of its report model: the page, a header repeated on every page, the blocks of the body, and a footer with who printed it and page X of Y.",
  "type": "object",
  "required": ["model", "title", "body"],
  "additionalProperties": false,
  "properties": {
    "model": { "type": "string", "minLength": 1, "maxLength": 100, "description": "The report model's code." },
    "title": localTextSchema,
    "description": localTextSchema,
    "page": {
      "type": "object", "additionalProperties": false,
      "properties": {
        "size": { "enum": ["A4", "A3", "LETTER"] },
        "orientation": { "enum": ["portrait", "landscape"] }
      }
    },
    "header": {
      "type": "object", "additionalProperties": false,
      "description": "Repeated on every page: a left, centre and right part, each a text or a binding, and the installation's logo at the left.",
      "properties": {
        "left": headerPart, "center": headerPart, "right": headerPart,
        "logo": {
          "type": "boolean", "default": true,
          "description": "Whether the installation's light topbar logo, when one is uploaded (Setup → Logos), is shown at the left of the header."
        }
      }
    },
    "footer": {
      "type": "object", "additionalProperties": false,
      "description": "Added to the footer of every page, beside who printed it and page X of Y.",
      "properties": { "signature": { ...localTextSchema, "description": "A line to sign each page on, with this label (the master signs each page of a record book)." } }
    },
    "fileName": { ...binding, "description": "JSONata over { params, data } naming the file (without .pdf)." },
    "body": {
      "type": "array", "minItems": 1, "maxItems": 100,
      "items": {
        "oneOf": [
          {
            "type": "object", "required": ["type", "text"], "additionalProperties": false,
            "properties": { "type": { "const": "heading" }, "text": localTextSchema, "level": { "enum": [1, 2, 3] } }
          },
          {
            "type": "object", "required": ["type"], "additionalProperties": false,
            "description": "A paragraph: a fixed text, a bound one, or both (the text first).",
            "properties": { "type": { "const": "text" }, "text": localTextSchema, "bind": binding, "style": { "enum": ["normal", "small", "note"] } }
          },
          {
            "type": "object", "required": ["type", "items"], "additionalProperties": false,
            "properties": {
              "type": { "const": "keyValue" },
              "columns": { "type": "integer", "minimum": 1, "maximum": 3 },
              "items": {
                "type": "array", "minItems": 1, "maxItems": 60,
                "items": {
                  "type": "object", "required": ["label", "bind"], "additionalProperties": false,
                  "properties": { "label": localTextSchema, "bind": binding, ...valueFormat }
                }
              }
            }
          },
          {
            "type": "object", "required": ["type", "rows", "columns"], "additionalProperties": false,
            "properties": {
              "type": { "const": "table" },
              "title": localTextSchema,
              "rows": { ...binding, "description": "JSONata over { params, data } giving the rows (an array)." },
              "empty": localTextSchema,
              "columns": {
                "type": "array", "minItems": 1, "maxItems": 20,
                "items": {
                  "type": "object", "required": ["title", "bind"], "additionalProperties": false,
                  "properties": {
                    "title": localTextSchema,
                    "bind": { ...binding, "description": "JSONata over the row, with $params and $data." },
                    "width": { "type": "number", "exclusiveMinimum": 0, "maximum": 20, "description": "Relative width (1 when absent)." },
                    "align": { "enum": ["left", "center", "right"] },
                    ...valueFormat
                  }
                }
              }
            }
          },
          {
            "type": "object", "required": ["type", "bind"], "additionalProperties": false,
            "description": "Bars drawn as vectors: the binding gives [{ label, value }] (value a number, null for none).",
            "properties": {
              "type": { "const": "barChart" }, "title": localTextSchema, "bind": binding, "unit": localTextSchema,
              "height": { "type": "integer", "minimum": 60, "maximum": 500 }
            }
          },
          {
            "type": "object", "required": ["type", "lines"], "additionalProperties": false,
            "description": "Lines to sign on paper: a label, the name when bound, and a line.",
            "properties": {
              "type": { "const": "signatures" },
              "lines": {
                "type": "array", "minItems": 1, "maxItems": 6,
                "items": { "type": "object", "required": ["label"], "additionalProperties": false, "properties": { "label": localTextSchema, "bind": binding } }
              }
            }
          },
          {
            "type": "object", "required": ["type", "bind"], "additionalProperties": false,
            "description": "Logbook days in their book's official layout (the report source elogDays): each day from a new page, its date and ship's time heading its table on every page it runs over, the rows with corrections and deletions struck through, then the day's signatures and the statuses it took.",
            "properties": {
              "type": { "const": "logbook" },
              "bind": { ...binding, "description": "JSONata over { params, data } giving the laid-out days, e.g. data.log.days." },
              "history": { "type": "boolean", "description": "Lists the statuses each day took (opened, completed, approved …); true when absent." }
            }
          },
          { "type": "object", "required": ["type"], "additionalProperties": false, "properties": { "type": { "const": "pageBreak" } } }
        ]
      }
    }
  }
} as const;

export type ReportDescriptorBody = FromSchema<typeof reportDescriptorSchema, { keepDefaultedPropertiesOptional: true }>;
export type ReportBlock = ReportDescriptorBody['body'][number];
