import type { FastifyReply } from 'fastify';

/**
 * Answers a logo's bytes, for the members' address (`private`) and the public one (`public`): typed,
 * never sniffed as anything else, and cached for a year, since its name is its content's hash.
 */
export function replyWithLogo(reply: FastifyReply, image: { contentType: string; bytes: Buffer }, cache: 'private' | 'public'): Buffer {
  void reply
    .header('content-type', image.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', `${cache}, max-age=31536000, immutable`);
  return image.bytes;
}
