import { seededRandom } from '@ledgerline/testing';

export { seededRandom };

/** RELIABILITY_LONG=1 runs the long form of every part; without it, the short form that runs in CI. */
export const LONG = process.env.RELIABILITY_LONG === '1';

/** Short or long figure, and an override for a medium run (e.g. RELIABILITY_DOCUMENTS=20000). */
export function scale(short: number, long: number, override?: string): number {
  const given = override ? Number(process.env[override]) : NaN;
  return Number.isFinite(given) && given > 0 ? given : LONG ? long : short;
}

/**
 * The seed of a randomised part: RELIABILITY_SEED when given, else a fresh one. It is printed at
 * the start and again in every failure message (see `withSeed`), so a failure can be replayed.
 */
export function reliabilitySeed(part: string): number {
  const given = Number(process.env.RELIABILITY_SEED);
  const seed = Number.isInteger(given) && given > 0 ? given : 1 + Math.floor(Math.random() * 2_000_000_000);
  console.log(`[reliability] ${part}: seed ${seed} (replay with RELIABILITY_SEED=${seed})`);
  return seed;
}

/** Runs a check and, when it fails, names the seed in the failure. */
export async function withSeed<T>(seed: number, check: () => Promise<T> | T): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof Error) error.message = `[RELIABILITY_SEED=${seed}] ${error.message}`;
    throw error;
  }
}
