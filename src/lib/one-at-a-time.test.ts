import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOneAtATime } from './one-at-a-time';

/** A write that answers when told to. */
function controlledWrite() {
  const calls: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const write = (input: string) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ resolve: () => resolve(`saved ${input}`), reject });
    });
  return { write, calls };
}

describe('useOneAtATime', () => {
  it('refuses a second call while the first is on its way, and takes the next one after it', async () => {
    const { write, calls } = controlledWrite();
    const { result } = renderHook(() => useOneAtATime(write));
    const first = result.current('a');
    await expect(result.current('b')).resolves.toBeNull();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('');
    await expect(first).resolves.toEqual({ data: 'saved a' });
    const third = result.current('c');
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('');
    await expect(third).resolves.toEqual({ data: 'saved c' });
  });

  it('opens again after a failure, which it throws on', async () => {
    const { write, calls } = controlledWrite();
    const { result } = renderHook(() => useOneAtATime(write));
    const first = result.current('a');
    calls[0]!.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    void result.current('b');
    expect(calls).toHaveLength(2);
  });

  it('stays closed after a success with closeOnSuccess (the page is leaving)', async () => {
    const { write, calls } = controlledWrite();
    const { result } = renderHook(() => useOneAtATime(write, { closeOnSuccess: true }));
    const first = result.current('a');
    calls[0]!.resolve('');
    await first;
    await expect(result.current('b')).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });
});
