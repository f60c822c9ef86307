import { z } from 'zod';
import { image, text } from '../../../../config/schema/primitives.ts';

export const schema = z
  .strictObject({
    type: z.literal('gallery'),
    heading: text.describe("The section's heading."),
    images: z.array(image).describe('The pictures, in order.'),
  })
  .describe('A grid of pictures.');
