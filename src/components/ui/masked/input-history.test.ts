import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, InputHistory } from './input-history';

describe('InputHistory', () => {
  it('undoes and redoes in order', () => {
    const history = new InputHistory();
    history.push('1');
    history.push('12');
    expect(history.undo()).toBe('1');
    expect(history.undo()).toBe('');
    expect(history.undo()).toBeUndefined();
    expect(history.redo()).toBe('1');
    expect(history.redo()).toBe('12');
    expect(history.redo()).toBeUndefined();
  });

  it('drops the redo branch when a new value follows an undo', () => {
    const history = new InputHistory();
    history.push('a');
    history.push('ab');
    history.undo();
    history.push('ac');
    expect(history.redo()).toBeUndefined();
    expect(history.undo()).toBe('a');
  });

  it('keeps at most 100 states, so the 100th undo back is the oldest kept', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (pushes) => {
        const history = new InputHistory();
        for (let i = 1; i <= pushes; i += 1) history.push(String(i));
        expect(history.size).toBe(Math.min(pushes + 1, HISTORY_LIMIT));
        let undos = 0;
        while (history.undo() !== undefined) undos += 1;
        expect(undos).toBe(history.size - 1);
      }),
    );
  });
});
