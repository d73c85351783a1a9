import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFocusVisibility } from './focus-visibility';

describe('installFocusVisibility', () => {
  let uninstall: () => void = () => {};
  afterEach(() => uninstall());

  it('marks mouse use and clears the mark on Tab', () => {
    uninstall = installFocusVisibility();
    const root = document.documentElement;
    expect(root.dataset.pointer).toBeUndefined();
    fireEvent.mouseDown(document.body);
    expect(root.dataset.pointer).toBe('mouse');
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(root.dataset.pointer).toBe('mouse');
    fireEvent.keyDown(document.body, { key: 'Tab', keyCode: 9 });
    expect(root.dataset.pointer).toBeUndefined();
  });
});
