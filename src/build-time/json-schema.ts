import { z } from 'zod';
import { catalogueSchema } from '../catalogue/schema.ts';

/** JSON Schema of what an author may write (input side: keys with defaults are optional). */
export function catalogueJsonSchema(): string {
  const schema = z.toJSONSchema(catalogueSchema, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ ...schema, title: 'catalogue.config.yaml' }, null, 2)}\n`;
}
