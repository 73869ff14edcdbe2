/** An event type the catalogue does not know: a bug or a store written by a newer release. */
export class UnknownEventTypeError extends Error {
  override readonly name = 'UnknownEventTypeError';
  readonly code = 'UNKNOWN_EVENT_TYPE';
  constructor(readonly type: string) {
    super(`Unknown event type: ${type}`);
  }
}

/** A version that is not a positive integer, or newer than this release knows (written by a newer release). */
export class UnsupportedEventVersionError extends Error {
  override readonly name = 'UnsupportedEventVersionError';
  readonly code = 'UNSUPPORTED_EVENT_VERSION';
  constructor(
    readonly type: string,
    readonly version: unknown,
    readonly currentVersion: number,
  ) {
    super(
      typeof version === 'number' && Number.isInteger(version) && version > currentVersion
        ? `${type} version ${version} is newer than this release knows (current version ${currentVersion})`
        : `${type} version ${String(version)} is not a valid schema version`,
    );
  }
}

/** An upcaster failed on a stored event (malformed history). `cause` holds the upcaster's error. */
export class EventUpcastError extends Error {
  override readonly name = 'EventUpcastError';
  readonly code = 'EVENT_UPCAST_FAILED';
  constructor(
    readonly type: string,
    readonly fromVersion: number,
    cause: unknown,
  ) {
    super(`Cannot upcast ${type} from version ${fromVersion} to ${fromVersion + 1}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}
