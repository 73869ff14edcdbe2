/** An event as stored: its type, the schema version of its data, and the data. */
export interface SerializedEvent {
  type: string;
  version: number;
  data: unknown;
}

/** Turns the data of one version into the data of the next. Pure; must not mutate its input. */
export type Upcaster = (data: never) => unknown;

/**
 * One event type of the catalogue. `upcasters[v]` turns version v data into version v + 1; there
 * is one for every v from 1 to currentVersion − 1. `Data` is the current version's data type.
 * An upcaster returns new data and never changes its input: the input is the stored event's own
 * object, which read models may copy from the store as stored (storedEventOf in the event store).
 */
export interface EventDefinition<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly currentVersion: number;
  readonly upcasters: Readonly<Record<number, Upcaster>>;
  /** Phantom: the current data type, for typing only. */
  readonly __data?: Data;
}

export function defineEvent<Type extends string, Data>(definition: {
  type: Type;
  currentVersion: number;
  upcasters?: Record<number, Upcaster>;
}): EventDefinition<Type, Data> {
  const upcasters = Object.freeze({ ...(definition.upcasters ?? {}) });
  if (!Number.isInteger(definition.currentVersion) || definition.currentVersion < 1) {
    throw new Error(`${definition.type}: currentVersion must be a positive integer`);
  }
  for (let version = 1; version < definition.currentVersion; version++) {
    if (typeof upcasters[version] !== 'function') {
      throw new Error(`${definition.type}: no upcaster from version ${version} to ${version + 1}`);
    }
  }
  for (const key of Object.keys(upcasters)) {
    const version = Number(key);
    if (!Number.isInteger(version) || version < 1 || version >= definition.currentVersion) {
      throw new Error(`${definition.type}: upcaster from version ${key} does not lead to a version up to ${definition.currentVersion}`);
    }
  }
  return Object.freeze({ type: definition.type, currentVersion: definition.currentVersion, upcasters });
}
