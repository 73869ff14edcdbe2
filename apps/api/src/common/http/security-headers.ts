import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/**
 * The Content-Security-Policy of the web app and the API. The built Vite client is module scripts
 * from /assets ('self'); Mantine and the charts set style attributes and one <style> of CSS
 * variables, hence 'unsafe-inline' for styles only; QR codes and uploaded images arrive as data:
 * and blob: URLs. No page of ours may be framed (clickjacking): frame-ancestors 'none', except the
 * few the web client itself shows in a frame (`allowSameOriginFraming`).
 */
export function contentSecurityPolicy(production: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Security headers on every answer (@fastify/helmet): CSP, nosniff, no framing, HSTS in production only. */
export async function registerSecurityHeaders(fastify: FastifyInstance, nodeEnv: string): Promise<void> {
  const production = nodeEnv === 'production';
  await fastify.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(production) },
    // HTTPS is the proxy's business in production; in development http://localhost must keep working.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * For an answer the web client shows in an <iframe> of its own (the till's printable receipt): framed
 * by our own pages only, never by another site's. Replaces what the global headers said.
 */
export function allowSameOriginFraming(reply: FastifyReply, production: boolean): void {
  const directives = { ...contentSecurityPolicy(production), 'frame-ancestors': ["'self'"] };
  const policy = Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
  void reply.header('content-security-policy', policy).header('x-frame-options', 'SAMEORIGIN');
}
