import { setImmediate } from 'node:timers';
import { act } from '@testing-library/react';

/**
 * Lets pending requests of the fake server finish inside act(). Needed with fake timers, where user-event's own
 * pauses no longer give the response a macrotask to arrive in (node's setImmediate is never faked).
 */
export const settle = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));
