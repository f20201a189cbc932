import { z } from 'zod';
import type { AiProvider } from '@contract/health';
import { proxyList } from './trusted-proxies';

const wholeNumber = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message)).default(fallback);
};

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/**
 * A provider's origin carries the API key and the visitors' inputs, so it must be https://; plain
 * http:// only to this machine (a local Ollama or llama.cpp, the tests' fake), which never crosses a network.
 */
const providerUrl = httpUrl.refine(
  (value) => {
    // Unparsable or another scheme: httpUrl has said so already.
    const url = URL.canParse(value) ? new URL(value) : null;
    return url?.protocol !== 'http:' || isLoopbackHost(url.hostname);
  },
  {
    error: 'must be an https:// URL (http:// only for a loopback host: localhost, 127.0.0.0/8 or [::1])',
  },
);

function isLoopbackHost(hostname: string): boolean {
  // The WHATWG URL parser has already normalised IPv4 forms (127.1, 0x7f.0.0.1) and bracketed IPv6.
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname) || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(hostname);
}

const envSchema = z
  .object({
    PORT: wholeNumber(1, 65535, 3000),
    HOST: z.string().default('127.0.0.1'),
    STATIC_DIR: z.string().default('dist'),
    GEMINI_API_KEY: z.string().optional(),
    GEMINI_BASE_URL: providerUrl.optional(),
    AI_MODEL_FAST: z.string().default('gemini-2.5-flash'),
    AI_MODEL_STRONG: z.string().default('gemini-2.5-pro'),
    AI_MODEL_IMAGE: z.string().default('gemini-2.5-flash-image'),
    OPENAI_BASE_URL: providerUrl.optional(),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_MODEL: z.string().optional(),
    RATE_LIMIT_PER_MINUTE: wholeNumber(1, 100_000, 20),
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    REDIS_TIMEOUT_MS: wholeNumber(10, 5_000, 200),
    TRUST_PROXY_HOPS: wholeNumber(0, 10, 0),
    TRUST_PROXY: z
      .string()
      .transform((text, context) => {
        const list = proxyList(text);
        if (list) return list;
        context.addIssue({
          code: 'custom',
          message: 'must be a comma-separated list of at most 100 IP addresses, CIDR ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal',
        });
        return z.NEVER;
      })
      .optional(),
    RATE_LIMIT_IPV6_PREFIX: wholeNumber(32, 128, 64),
    AI_MAX_IN_FLIGHT_PER_CLIENT: wholeNumber(1, 10_000, 4),
    AI_MAX_CONCURRENT_CALLS: wholeNumber(1, 100_000, 64),
    // 64 MiB: four of the largest bodies (PDF to JSON's, about 14 MB) read at once.
    AI_MAX_BODY_BYTES_IN_FLIGHT: wholeNumber(1_048_576, 17_179_869_184, 67_108_864),
    AI_TIMEOUT_MS: wholeNumber(100, 600_000, 60_000),
    // Five minutes: 8,192 tokens (the largest streamed answer) at a slow 40 a second, plus the first wait.
    AI_STREAM_TIMEOUT_MS: wholeNumber(100, 3_600_000, 300_000),
    // A year: Observatory's "at least six months"; 0 sends no Strict-Transport-Security at all.
    HSTS_MAX_AGE: wholeNumber(0, 63_072_000, 31_536_000),
    WRITE_TIMEOUT_MS: wholeNumber(1_000, 600_000, 30_000),
    // After SIGTERM: reporting not ready while still serving, so a balancer takes the instance out of rotation first.
    SHUTDOWN_READY_DELAY_MS: wholeNumber(0, 600_000, 5_000),
    SHUTDOWN_GRACE_MS: wholeNumber(0, 600_000, 10_000),
  })
  .refine((env) => env.TRUST_PROXY === undefined || env.TRUST_PROXY_HOPS === 0, {
    path: ['TRUST_PROXY_HOPS'],
    message: 'must not be set with TRUST_PROXY (which names the proxies to trust)',
  })
  .refine((env) => !env.OPENAI_BASE_URL || env.OPENAI_MODEL, {
    path: ['OPENAI_MODEL'],
    message: 'must be set when OPENAI_BASE_URL is (the model id the server asks for)',
  });

export type ServerEnv = z.infer<typeof envSchema>;

/**
 * Reads the server's configuration. Blank values count as unset, so `PORT=` in a .env file
 * means "use the default". Throws one Error naming every bad variable; values are never
 * echoed, since some of them are secrets.
 */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const present = Object.fromEntries(
    Object.entries(source)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join('; ')}`);
}

/** Gemini wins when both are set: it is the only provider that covers every AI task. */
export function aiProviderOf(env: ServerEnv): AiProvider | null {
  if (env.GEMINI_API_KEY) return 'gemini';
  if (env.OPENAI_BASE_URL) return 'openai-compatible';
  return null;
}

/** Values that must never reach a log line or a response. */
export function secretsOf(env: ServerEnv): string[] {
  return [env.GEMINI_API_KEY, env.OPENAI_API_KEY, env.REDIS_URL].filter((value): value is string => value !== undefined);
}
