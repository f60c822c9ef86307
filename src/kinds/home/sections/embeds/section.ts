import { z } from 'zod';
import { embedUrl, image, text } from '../../../../config/schema/primitives.ts';

export const embedSchema = z.strictObject({ title: text, src: embedUrl, poster: image });

export const schema = z
  .strictObject({ type: z.literal('embeds'), heading: text, embeds: z.array(embedSchema) })
  .describe('Third-party frames (videos, social pages), each a poster until the visitor presses play.');
