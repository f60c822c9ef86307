import { z } from 'zod';
import { catalogueSchema } from '../catalogue/schema.ts';
import { isLocalizableLeaf } from '../config/localized-text.ts';

// Where the leaf's own words go: the text itself is then either form, one text or one per language.
const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', '$schema', 'id']);

/** A visitor text as editors should accept it: one text, or a mapping of language key → that same text. */
const perLanguage: NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'] = ({ zodSchema, jsonSchema }) => {
  if (!isLocalizableLeaf(zodSchema)) return;
  const one: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(jsonSchema))
    if (!ANNOTATIONS.has(key)) {
      one[key] = value;
      delete (jsonSchema as Record<string, unknown>)[key];
    }
  jsonSchema.anyOf = [one, { type: 'object', minProperties: 1, additionalProperties: one }];
};

/** JSON Schema of what an author may write (input side: keys with defaults are optional). */
export function catalogueJsonSchema(): string {
  const schema = z.toJSONSchema(catalogueSchema, { io: 'input', unrepresentable: 'any', override: perLanguage });
  return `${JSON.stringify({ ...schema, title: 'catalogue.config.yaml' }, null, 2)}\n`;
}
