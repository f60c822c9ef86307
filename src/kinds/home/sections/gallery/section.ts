import { z } from 'zod';
import { image, text } from '../../../../config/schema/primitives.ts';

export const schema = z.strictObject({ type: z.literal('gallery'), heading: text, images: z.array(image) }).describe('A grid of pictures.');
