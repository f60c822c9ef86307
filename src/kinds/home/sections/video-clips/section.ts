import { z } from 'zod';
import { mediaUrl, text } from '../../../../config/schema/primitives.ts';

export const schema = z
  .strictObject({
    type: z.literal('video-clips'),
    heading: text.describe("The section's heading."),
    videos: z
      .array(
        z.strictObject({
          title: text.describe("The clip's title, read out by screen readers."),
          poster: mediaUrl.describe('The picture shown until the clip plays: a path from the site root or an https:// URL.'),
          sources: z.array(mediaUrl).min(1).describe("The clip's video files, best format first: the browser plays the first it can."),
        }),
      )
      .describe('The clips, in order.'),
  })
  .describe("Silent looping clips from the site's own files, playing only while on screen.");
