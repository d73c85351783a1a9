import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placePopover } from './place-popover';

const viewport = { width: 360, height: 740 };

describe('placePopover', () => {
  it('puts the panel 12px below the trigger, centred on it', () => {
    const place = placePopover(
      { top: 100, left: 130, width: 100, height: 44 },
      { width: 200, height: 120 },
      viewport,
    );
    expect(place).toEqual({ top: 156, left: 80, side: 'bottom' });
  });

  it('keeps 12px from the viewport edges', () => {
    expect(
      placePopover(
        { top: 100, left: 0, width: 44, height: 44 },
        { width: 200, height: 100 },
        viewport,
      ).left,
    ).toBe(12);
    expect(
      placePopover(
        { top: 100, left: 316, width: 44, height: 44 },
        { width: 200, height: 100 },
        viewport,
      ).left,
    ).toBe(148);
  });

  it('flips above only when the bottom has no room', () => {
    const place = placePopover(
      { top: 680, left: 100, width: 100, height: 44 },
      { width: 200, height: 120 },
      viewport,
    );
    expect(place).toEqual({ top: 548, left: 50, side: 'top' });
  });

  it('stays inside the horizontal padding whenever the panel fits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 400 }),
        fc.integer({ min: 0, max: 336 }),
        (triggerLeft, panelWidth) => {
          const { left } = placePopover(
            { top: 10, left: triggerLeft, width: 40, height: 40 },
            { width: panelWidth, height: 50 },
            viewport,
          );
          expect(left).toBeGreaterThanOrEqual(12);
          expect(left + panelWidth).toBeLessThanOrEqual(348);
        },
      ),
    );
  });
});
