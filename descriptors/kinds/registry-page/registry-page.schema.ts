/** The Registry page kind (SPEC §3 "Registry page"): a page of elements, each the ship's tags or registry records its patterns match. */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';

/** A glob: letters, digits, `_`, `-`, `@`, `.` and `*` for any run of characters. */
const globSchema = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_@.*-]+$' } as const;

export const registryPageSchema = {
  "$id": "keel:registry-page",
  "title": "Registry page",
  "description": "A page of on-board registries (SPEC §3): each element shows the ship's latest values of the tags its patterns match (live over the socket when the page is live) and the records of the REGISTRY forms they match. Split view shows the user's ships side by side.",
  "type": "object",
  "required": ["title", "elements"],
  "additionalProperties": false,
  "properties": {
    "title": localTextSchema,
    "description": localTextSchema,
    "live": { "type": "boolean", "description": "Tag values follow the ship as it reports them (socket subscription), besides a reread every liveExtractionPeriod." },
    "splitView": { "type": "boolean", "description": "Show the user's ships side by side, one column each, instead of one ship at a time." },
    "elements": {
      "type": "array", "minItems": 1, "maxItems": 50,
      "items": {
        "type": "object",
        "required": ["uid", "title", "patterns"],
        "additionalProperties": false,
        "properties": {
          "uid": { "type": "string", "minLength": 1, "maxLength": 60, "pattern": "^[A-Za-z0-9_-]+$" },
          "title": localTextSchema,
          "patterns": {
            "type": "array", "minItems": 1, "maxItems": 20,
            "description": "What the element shows: { tag, groupingKey? } — the ship's series whose tag (and grouping key) match the globs; { form } — the records of the REGISTRY forms whose code matches.",
            "items": {
              "oneOf": [
                {
                  "type": "object", "required": ["tag"], "additionalProperties": false,
                  "properties": { "tag": globSchema, "groupingKey": globSchema }
                },
                {
                  "type": "object", "required": ["form"], "additionalProperties": false,
                  "properties": { "form": globSchema }
                }
              ]
            }
          },
          "liveExtractionPeriod": { "type": "integer", "minimum": 5, "maximum": 86400, "description": "Seconds between rereads of the element's values on a live page (default 60)." },
          "enableCondition": { "type": "string", "minLength": 1, "maxLength": 2000, "description": "JSONata over { ship: { code, name, imoNumber, particulars }, tags: { TAG: latest value } }; the element shows when it is true." }
        }
      }
    }
  }
} as const;

export type RegistryPageBody = FromSchema<typeof registryPageSchema, { keepDefaultedPropertiesOptional: true }>;
