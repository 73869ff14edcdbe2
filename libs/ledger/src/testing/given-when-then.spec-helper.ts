import { expect } from '@jest/globals';
import { LedgerValidationError } from '../errors.js';

/** The LedgerValidationError `run` throws; the test fails if it throws nothing or something else. */
export function refusal(run: () => unknown): LedgerValidationError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(LedgerValidationError);
    return error as LedgerValidationError;
  }
  throw new Error('expected a LedgerValidationError, nothing was thrown');
}

/**
 * Decider tests read as given(events).when(decide).then(events) or .thenRefuses(field, code,
 * message?): the state is folded from the given events with the decider's own evolve.
 */
export function givenWhenThen<State, Event>(evolveAll: (events: Event[]) => State) {
  return function given(events: Event[]) {
    const state = evolveAll(events);
    return {
      when(decide: (state: State) => Event[]) {
        const run = () => decide(state);
        return {
          then(expected: Event[]) {
            expect(run()).toEqual(expected);
          },
          thenRefuses(field: string, code: string, message?: string | RegExp) {
            const error = refusal(run);
            expect(error).toMatchObject({ field, code });
            if (message !== undefined) expect(error.message).toMatch(message);
          },
        };
      },
    };
  };
}
