import * as z from 'zod/mini';

const aiProviderSchema = z.enum(['gemini', 'openai-compatible']);
export type AiProvider = z.infer<typeof aiProviderSchema>;

/** GET /api/health: what this server offers. Never carries a key or any other secret. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  ai: z.object({
    configured: z.boolean(),
    provider: z.nullable(aiProviderSchema),
    /** Ids of the AI tasks the server can run; empty when no provider is configured. */
    tasks: z.array(z.string()),
    /** How long the server waits for the provider (AI_TIMEOUT_MS): the browser waits a little longer, then gives up. */
    timeoutMs: z.int().check(z.positive()),
  }),
});
export type Health = z.infer<typeof healthSchema>;
