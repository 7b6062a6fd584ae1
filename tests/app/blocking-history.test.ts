import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createBlockingHistory } from '../../src/lib/navigation/blocking-history';

const memory = (entries: string[], index = entries.length - 1) =>
  createBlockingHistory(
    UNSAFE_createMemoryHistory({ initialEntries: entries, initialIndex: index, v5Compat: true }),
  );

describe('the blocking history', () => {
  it('navigates freely while nothing blocks', () => {
    const history = memory(['/']);
    const listener = vi.fn();
    history.listen(listener);
    history.push('/study?chapter=2');
    expect(history.location.pathname).toBe('/study');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(history.blockerState().state).toBe('unblocked');
  });

  it('holds a push until proceed, and drops it on reset', () => {
    const history = memory(['/test']);
    const listener = vi.fn();
    history.listen(listener);
    history.block(({ nextLocation }) => nextLocation.pathname !== '/test');

    history.push('/practice');
    expect(history.location.pathname).toBe('/test');
    expect(history.blockerState()).toMatchObject({
      state: 'blocked',
      location: { pathname: '/practice' },
    });
    history.blockerState().reset?.();
    expect(history.blockerState().state).toBe('unblocked');
    expect(history.location.pathname).toBe('/test');

    history.replace('/results');
    expect(history.blockerState().state).toBe('blocked');
    history.blockerState().proceed?.();
    expect(history.location.pathname).toBe('/results');
    expect(history.blockerState().state).toBe('unblocked');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('puts back a back-button step while blocked and replays it on proceed', () => {
    const history = memory(['/', '/test']);
    const listener = vi.fn();
    history.listen(listener);
    history.block(() => true);

    history.go(-1);
    expect(history.location.pathname).toBe('/test');
    expect(listener).not.toHaveBeenCalled();
    expect(history.blockerState()).toMatchObject({ state: 'blocked', location: { pathname: '/' } });

    history.blockerState().proceed?.();
    expect(history.location.pathname).toBe('/');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(history.blockerState().state).toBe('unblocked');
  });

  it('forgets a blocker once it is removed', () => {
    const history = memory(['/test']);
    const unblock = history.block(() => true);
    history.push('/practice');
    expect(history.blockerState().state).toBe('blocked');
    unblock();
    expect(history.blockerState().state).toBe('unblocked');
    history.push('/practice');
    expect(history.location.pathname).toBe('/practice');
  });
});
