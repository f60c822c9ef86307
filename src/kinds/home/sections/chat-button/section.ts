import { z } from 'zod';
import { text } from '../../../../config/schema/primitives.ts';

export const schema = z
  .strictObject({ type: z.literal('chat-button'), label: text.describe("The button's name, read out by screen readers.") })
  .describe("A chat button fixed to the screen's corner, opening a chat with shop.phones.chat and messages.shop.");
