import { z } from 'zod';
import { embedUrl, image, text } from '../../../../config/schema/primitives.ts';

export const embedSchema = z.strictObject({
  title: text.describe("The frame's title: read out by screen readers, and {title} in texts.embed.play."),
  src: embedUrl.describe('The https:// address loaded in the frame, e.g. a YouTube embed link.'),
  poster: image.describe('The picture shown until the visitor presses play.'),
});

export const schema = z
  .strictObject({
    type: z.literal('embeds'),
    heading: text.describe("The section's heading."),
    embeds: z.array(embedSchema).describe('The frames, in order.'),
  })
  .describe('Third-party frames (videos, social pages), each a poster until the visitor presses play.');
