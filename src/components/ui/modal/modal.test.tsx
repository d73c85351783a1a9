import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-utils';
import { Modal } from './modal';

/** A page with a button where the dialog's confirm button would be, and a dialog over it. */
function Page({ onUnder }: { onUnder: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={onUnder}>
        Under the dialog
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Refund"
        actions={
          <button type="button" onClick={() => setOpen(false)}>
            Confirm
          </button>
        }
      >
        Refund ₸100?
      </Modal>
    </>
  );
}

/** One click of a run the browser counts in `detail` (1 a new click, 2 a double click's second). */
function clickAt(element: Element, detail: number) {
  fireEvent.mouseDown(element, { detail });
  fireEvent.mouseUp(element, { detail });
  fireEvent.click(element, { detail });
}

describe('Modal', () => {
  it('keeps the rest of the double click that closed it out of the page under it', () => {
    const onUnder = vi.fn();
    renderUi(<Page onUnder={onUnder} />, { locale: 'en' });
    clickAt(screen.getByRole('button', { name: 'Confirm' }), 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The double click's second click lands where the confirm button was.
    const under = screen.getByRole('button', { name: 'Under the dialog' });
    clickAt(under, 2);
    fireEvent.dblClick(under, { detail: 2 });
    expect(onUnder).not.toHaveBeenCalled();
    // A new click is the person's own.
    clickAt(under, 1);
    expect(onUnder).toHaveBeenCalledTimes(1);
    clickAt(under, 2);
    expect(onUnder).toHaveBeenCalledTimes(2);
  });
});
