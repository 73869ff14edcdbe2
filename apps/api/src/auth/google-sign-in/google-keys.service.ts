import { readFile } from 'node:fs/promises';
import type { JsonWebKey } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { AppError } from '../../common/errors/app-error.js';
import { RUNTIME } from '../../runtime.token.js';

export type Jwk = JsonWebKey & { kid?: string };

export const GOOGLE_NOT_CONFIGURED_MESSAGE = 'Sign-in with Google is not set up on this server';

/**
 * What an ID token is checked against: the OAuth client id (GOOGLE_CLIENT_ID) and Google's public
 * keys from the JWKS JSON file at GOOGLE_KEYS_FILE (refreshed by the operator), read once.
 */
@Injectable()
export class GoogleKeysService {
  private readonly logger = new Logger(GoogleKeysService.name);
  private keys?: Promise<Jwk[]>;

  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async verifier(): Promise<{ audience: string; keys: Jwk[] }> {
    const { googleClientId, googleKeysFile } = this.runtime.config;
    if (!googleClientId || !googleKeysFile) throw notConfigured();
    this.keys ??= readKeys(googleKeysFile);
    try {
      return { audience: googleClientId, keys: await this.keys };
    } catch (error) {
      // Not cached: a fixed file works without a restart.
      this.keys = undefined;
      this.logger.error(`GOOGLE_KEYS_FILE ${googleKeysFile} is not usable: ${(error as Error).message}`);
      throw notConfigured();
    }
  }
}

const notConfigured = () => new AppError(503, 'GOOGLE_SIGN_IN_NOT_CONFIGURED', GOOGLE_NOT_CONFIGURED_MESSAGE);

async function readKeys(file: string): Promise<Jwk[]> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as { keys?: unknown } | unknown[];
  // A JWKS document ({ "keys": [...] }), or the bare list.
  const keys = Array.isArray(parsed) ? parsed : parsed?.keys;
  if (!Array.isArray(keys) || keys.length === 0) throw new Error('it holds no keys (expected a JWKS: { "keys": [...] })');
  return keys as Jwk[];
}
