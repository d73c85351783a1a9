import type { InputMask } from 'imask';
import { useCallback, useRef, type KeyboardEvent, type RefObject } from 'react';
import { InputHistory } from './input-history';

/**
 * Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) over the last 100 values of a masked input: masks
 * rewrite the field on every keystroke, which breaks the browser's own undo.
 */
export function useMaskHistory(maskRef: RefObject<InputMask | null>) {
  const history = useRef(new InputHistory());
  const restoring = useRef(false);

  /** Call from the mask's accept handler. */
  const record = useCallback((value: string) => {
    if (!restoring.current) history.current.push(value);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      const mask = maskRef.current;
      if (!mask || !(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      const isUndo = key === 'z' && !event.shiftKey;
      const isRedo = (key === 'z' && event.shiftKey) || key === 'y';
      if (!isUndo && !isRedo) return;
      event.preventDefault();
      const value = isUndo ? history.current.undo() : history.current.redo();
      if (value === undefined) return;
      restoring.current = true;
      mask.value = value;
      restoring.current = false;
    },
    [maskRef],
  );

  return { record, onKeyDown };
}
