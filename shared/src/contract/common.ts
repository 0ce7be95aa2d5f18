import { z } from 'zod';

/** Every error answer, and the plain answers that only report: `{ message }` in Russian. */
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;
