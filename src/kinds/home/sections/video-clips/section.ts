import { z } from 'zod';
import { mediaUrl, text } from '../../../../config/schema/primitives.ts';

export const schema = z
  .strictObject({
    type: z.literal('video-clips'),
    heading: text,
    videos: z.array(z.strictObject({ title: text, poster: mediaUrl, sources: z.array(mediaUrl).min(1) })),
  })
  .describe("Silent looping clips from the site's own files, playing only while on screen.");
