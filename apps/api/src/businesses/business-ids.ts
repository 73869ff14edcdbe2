const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Business ids are uuids: anything else in a path is no business (404), never a database error. */
export const isUuid = (value: string): boolean => UUID.test(value);
