import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { FLASH_DURATION_MS, useFlashMessage } from './alert.js';

describe('useFlashMessage', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('clears the message after 5 seconds', () => {
    const { result } = renderHook(() => useFlashMessage());
    act(() => result.current.show({ tone: 'success', text: 'Saved' }));

    act(() => jest.advanceTimersByTime(FLASH_DURATION_MS - 1));
    expect(result.current.message).toEqual({ tone: 'success', text: 'Saved' });
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it('gives a newer message its full 5 seconds', () => {
    const { result } = renderHook(() => useFlashMessage());
    act(() => result.current.show({ tone: 'error', text: 'First' }));
    act(() => jest.advanceTimersByTime(4_000));
    act(() => result.current.show({ tone: 'success', text: 'Second' }));

    act(() => jest.advanceTimersByTime(4_000));
    expect(result.current.message?.text).toBe('Second');
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.message).toBeNull();
  });
});
