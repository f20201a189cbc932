import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { forwardedClient, type ProxyTrust } from './trusted-proxies';

/**
 * Nothing is allowed unless listed. No inline script: the built index.html loads only files from our
 * origin (the theme is set by public/theme-init.js). Every worker is a file of the build
 * (`new Worker(new URL('./x.worker.ts', import.meta.url))`, pdf.js's worker from our origin), so
 * workers need no blob:. Images take data: and blob: for previews and rasterising SVG.
 * 'wasm-unsafe-eval' lets a build file compile WebAssembly (the curl converter's bash grammar, hash-wasm); unlike
 * 'unsafe-eval' it allows no eval() or new Function() of script text.
 * style-src keeps 'unsafe-inline' for one library: CodeMirror 6 (through style-mod) writes its
 * editor themes into a <style> element it adds to <head>, and only a per-response nonce could
 * replace that. Its risk is small here: no other source may load, so injected CSS cannot send
 * anything out.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export interface SecurityHeaderOptions {
  /** Seconds browsers keep to https:// once they have seen the header; 0 sends none. */
  hstsMaxAge: number;
  /** Proxies in front whose X-Forwarded-Proto is believed (TRUST_PROXY); from any other peer it is ignored. */
  proxyTrust: ProxyTrust;
}

/**
 * Sets the headers on every response, errors and 404s included, and Strict-Transport-Security on
 * those that travel over TLS. A local middleware rather than hono/secure-headers, which adds
 * headers of its own (HSTS on plain http among them) that would each need switching off.
 */
export function securityHeaders({ hstsMaxAge, proxyTrust }: SecurityHeaderOptions): MiddlewareHandler {
  const hsts = hstsMaxAge > 0 ? `max-age=${hstsMaxAge}` : null;
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (hsts !== null && cameOverTls(c, proxyTrust)) c.res.headers.set('Strict-Transport-Security', hsts);
  };
}

/**
 * True when the visitor's connection was encrypted: our own socket is TLS, or the trusted proxy that
 * faced the visitor says so. Proxies that append give a list, read like X-Forwarded-For: the entry as
 * many places from the end as there are trusted proxies before the client; a proxy that overwrites
 * leaves one value, its own. From a peer that is no trusted proxy the header is ignored.
 */
function cameOverTls(c: Context, proxyTrust: ProxyTrust): boolean {
  const bindings = c.env as { incoming?: IncomingMessage } | undefined;
  const socket = bindings?.incoming?.socket as { encrypted?: boolean } | undefined;
  if (socket?.encrypted === true) return true;
  const { proxies } = forwardedClient(c, proxyTrust);
  if (proxies === 0) return false;
  const protocols = (c.req.header('X-Forwarded-Proto') ?? '').split(',').map((entry) => entry.trim().toLowerCase());
  return (protocols[protocols.length - proxies] ?? protocols[0]) === 'https';
}
