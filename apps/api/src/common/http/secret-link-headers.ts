import type { FastifyReply } from 'fastify';

/** A page whose random link is the only key to it: never cached, never indexed, the link never passed on as a referrer. */
export function setSecretLinkHeaders(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
}
