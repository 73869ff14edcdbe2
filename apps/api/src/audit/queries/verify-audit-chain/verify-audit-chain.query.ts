import { Query } from '@nestjs/cqrs';

export type ChainVerification =
  | { ok: true; events: number }
  | {
      ok: false;
      /** Events checked and found sound before the break. */
      events: number;
      /** The first event that fails (null: the stream head names events that are gone and none is left). */
      firstBrokenPosition: string | null;
      firstBrokenRevision: string | null;
      reason: 'hash_mismatch' | 'revision_gap' | 'head_mismatch';
      message: string;
    };

/** Recomputes the business stream's hash chain. */
export class VerifyAuditChainQuery extends Query<ChainVerification> {
  constructor(readonly businessId: string) {
    super();
  }
}
