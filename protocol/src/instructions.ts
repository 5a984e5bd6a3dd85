import { z } from 'zod';
import { INSTRUCTION_MAX_CHARS } from './constants.ts';
import { multiLineText } from './text-schemas.ts';

/** One instruction as a person writes it: line breaks kept, trimmed, at most 1,500 characters. */
export const instructionTextSchema = multiLineText()
  .trim()
  .max(INSTRUCTION_MAX_CHARS, `must be at most ${INSTRUCTION_MAX_CHARS} characters`);

/**
 * Custom instructions (issue 21): what the assistant should know about the customer and how it
 * should answer. Sent with every model call while `enabled` and one of them is written.
 */
export const customInstructionsSchema = z.object({
  about: z.string(),
  style: z.string(),
  enabled: z.boolean(),
});
export type CustomInstructions = z.infer<typeof customInstructionsSchema>;

/** PUT /customers `instructions`: any of the three. */
export const customInstructionsUpdateSchema = z
  .strictObject({ about: instructionTextSchema, style: instructionTextSchema, enabled: z.boolean() })
  .partial();
