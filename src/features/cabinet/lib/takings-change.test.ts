import { describe, expect, it } from 'vitest';
import { takingsChange } from './takings-change';

describe('takingsChange', () => {
  it('gives the rise or the fall as a share of the period before', () => {
    expect(takingsChange(125_00, 100_00)).toEqual({ kind: 'up', ratio: 0.25 });
    expect(takingsChange(50_00, 200_00)).toEqual({ kind: 'down', ratio: 0.75 });
  });

  it('says the same, or that there was nothing to compare with', () => {
    expect(takingsChange(300, 300)).toEqual({ kind: 'same' });
    expect(takingsChange(500, 0)).toEqual({ kind: 'fromNothing' });
    expect(takingsChange(0, 0)).toEqual({ kind: 'nothing' });
  });

  it('a day with nothing after a day with tips is all of it less', () => {
    expect(takingsChange(0, 900)).toEqual({ kind: 'down', ratio: 1 });
  });
});
