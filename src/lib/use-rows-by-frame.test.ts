import type { VirtualItem } from '@tanstack/react-virtual';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_ROWS_PER_RENDER, useRowsByFrame } from './use-rows-by-frame';

/** The virtualiser's rows from..to (inclusive), 100 px each. */
const rowsFrom = (from: number, to: number): VirtualItem[] =>
  Array.from({ length: to - from + 1 }, (_, offset) => {
    const index = from + offset;
    return {
      key: `row-${index}`,
      index,
      start: index * 100,
      end: index * 100 + 100,
      size: 100,
      lane: 0,
    };
  });
const indexes = (rows: VirtualItem[]) => rows.map((row) => row.index);

interface Props {
  items: VirtualItem[];
  scrolling: boolean;
  onScreen: { startIndex: number; endIndex: number };
}

describe('useRowsByFrame', () => {
  beforeEach(
    () => void vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] }),
  );
  afterEach(() => void vi.useRealTimers());

  it('renders every row at once while the list rests', () => {
    const { result } = renderHook(
      (props: Props) => useRowsByFrame(props.items, props.scrolling, props.onScreen),
      {
        initialProps: {
          items: rowsFrom(0, 19),
          scrolling: false,
          onScreen: { startIndex: 0, endIndex: 7 },
        },
      },
    );
    expect(indexes(result.current)).toEqual(indexes(rowsFrom(0, 19)));
  });

  it('while scrolling, brings a jump’s new rows a few a frame, those on screen first', () => {
    const { result, rerender } = renderHook(
      (props: Props) => useRowsByFrame(props.items, props.scrolling, props.onScreen),
      {
        initialProps: {
          items: rowsFrom(0, 19),
          scrolling: false,
          onScreen: { startIndex: 0, endIndex: 7 },
        },
      },
    );
    // A late frame: the fling jumped 12 rows; rows 20-31 are new, 24-31 on screen.
    rerender({
      items: rowsFrom(12, 31),
      scrolling: true,
      onScreen: { startIndex: 24, endIndex: 31 },
    });
    const kept = indexes(rowsFrom(12, 19));
    expect(NEW_ROWS_PER_RENDER).toBe(4);
    expect(indexes(result.current)).toEqual([...kept, 24, 25, 26, 27]);

    act(() => void vi.advanceTimersToNextFrame());
    expect(indexes(result.current)).toEqual([...kept, 24, 25, 26, 27, 28, 29, 30, 31]);
    act(() => void vi.advanceTimersToNextFrame());
    expect(indexes(result.current)).toEqual(indexes(rowsFrom(12, 31)));
    // Every row is in: no more frames are asked for.
    expect(vi.getTimerCount()).toBe(0);
  });
});
