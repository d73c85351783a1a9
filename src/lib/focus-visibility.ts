const TAB_KEY_CODE = 9;

/**
 * Hides focus outlines while the mouse is used and restores them when Tab is pressed
 * (spec section 2). The attribute is read by tokens.css.
 */
export function installFocusVisibility(root: HTMLElement = document.documentElement): () => void {
  const onMouseDown = () => {
    root.dataset.pointer = 'mouse';
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab' || event.keyCode === TAB_KEY_CODE) delete root.dataset.pointer;
  };
  window.addEventListener('mousedown', onMouseDown, true);
  window.addEventListener('keydown', onKeyDown, true);
  return () => {
    window.removeEventListener('mousedown', onMouseDown, true);
    window.removeEventListener('keydown', onKeyDown, true);
    delete root.dataset.pointer;
  };
}
