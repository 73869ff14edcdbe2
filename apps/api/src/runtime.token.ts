export const RUNTIME = Symbol('Runtime');
