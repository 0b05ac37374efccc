/** The Menu kind: its JSON Schema (validated on every write) and the body type derived from it. */
import type { FromSchema } from 'json-schema-to-ts';

const text = {
  oneOf: [
    { type: 'string', minLength: 1 },
    { type: 'object', required: ['en'], additionalProperties: false,
      properties: { en: { type: 'string' }, ru: { type: 'string' } } },
  ],
} as const;

/** An item's own fields; `items` (its children) is added below, because a type cannot be derived from a recursive schema. */
const itemFields = {
  id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' },
  label: text,
  title: text,
  icon: { type: 'string' },
  routerLink: { type: 'string', pattern: '^/' },
  queryParams: { type: 'object', additionalProperties: { type: 'string' } },
  module: { type: 'string' },
  sequence: { type: 'number' },
  commandAction: { type: 'string' },
} as const;

const itemWithoutChildren = { type: 'object', required: ['id', 'label'], additionalProperties: false, properties: itemFields } as const;

export const menuSchema = {
  $id: 'keel:menu',
  title: 'Menu',
  description: 'The navigation menu: a tree of items. An item with a routerLink shows when the screen of that route opens for the user (the screen descriptor holds the only requirement); a group shows when one of its items does; module hides an item whose module is not installed.',
  type: 'object',
  required: ['items'],
  additionalProperties: false,
  properties: {
    title: { $ref: '#/definitions/text' },
    items: { type: 'array', items: { $ref: '#/definitions/item' } },
  },
  definitions: {
    text,
    item: {
      ...itemWithoutChildren,
      properties: { ...itemFields, items: { type: 'array', items: { $ref: '#/definitions/item' } } },
    },
  },
} as const;

export type MenuItemBody = FromSchema<typeof itemWithoutChildren> & { items?: MenuItemBody[] };
export type MenuBody = { title?: FromSchema<typeof text>; items: MenuItemBody[] };
