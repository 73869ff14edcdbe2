import { Query } from '@nestjs/cqrs';

/** One notable event of the business (see business-event-summary.ts for what counts). */
export interface TopEvent {
  /** The event's position in the store (the audit trail's key). */
  position: string;
  type: string;
  title: string;
  description: string | null;
  /** The voided or amended document's reference. */
  reference: string | null;
  /** When it was recorded (ISO 8601). */
  date: string;
  userId: string | null;
  staffName: string | null;
}

export class GetTopEventsQuery extends Query<TopEvent[]> {
  constructor(
    readonly businessId: string,
    readonly limit: number,
    /** A position: the answer as it was when the history ended there; absent: now. */
    readonly knownAt?: string,
  ) {
    super();
  }
}
