import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/close-icon';
import { modalMessages } from './messages';
import styles from './modal.module.css';

const TABBABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the dialog (browsers may otherwise move focus to their own toolbar). */
function trapTab(dialog: HTMLElement, event: KeyboardEvent<HTMLElement>) {
  const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)];
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

const CLICK_EVENTS = ['mousedown', 'mouseup', 'click', 'dblclick'] as const;

/**
 * The rest of the click that closed a dialog stays out of the page under it. A double click on
 * a confirm button whose answer comes between the two clicks (a fast server, a busy phone)
 * would otherwise click whatever the dialog covered there, such as the phone's tab bar, and
 * leave the page. The events that continue that click (the browser counts them in `detail`)
 * are stopped before any handler; the next new click goes through and ends this.
 */
function holdBackClickThrough() {
  const hold = (event: Event) => {
    if ((event as MouseEvent).detail >= 2) {
      event.preventDefault();
      event.stopImmediatePropagation();
    } else if (event.type === 'mousedown') {
      for (const type of CLICK_EVENTS) window.removeEventListener(type, hold, true);
    }
  };
  for (const type of CLICK_EVENTS) window.addEventListener(type, hold, true);
}

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  /** Heading and accessible name of the dialog, already translated. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Confirm. */
  actions?: ReactNode;
  /**
   * Selector of the element focus starts on, such as the field a person opened the dialog to
   * fill; otherwise the browser's choice, the first focusable element (the close button).
   */
  initialFocus?: string;
}

/**
 * Modal dialog on the native <dialog>: the rest of the page is inert while it is open, focus
 * moves inside (to `initialFocus`, if given), Escape closes it and focus returns to where it was.
 * A bottom sheet on phones, a centred card from 576px up.
 */
export function Modal({ open, onClose, title, children, actions, initialFocus }: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    returnFocusTo.current = document.activeElement as HTMLElement | null;
    dialog.showModal();
    if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => {
      dialog.close();
      returnFocusTo.current?.focus();
      holdBackClickThrough();
    };
  }, [open, initialFocus]);

  return (
    // The backdrop is the dialog element itself, so its click and keys are handled here.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let the owner decide, so `open` stays the single source of truth.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab') trapTab(event.currentTarget, event);
        if (event.key === 'Escape') {
          // Handled here as well as in onCancel: the browser's cancel only follows trusted keys.
          event.preventDefault();
          onClose();
        }
      }}
    >
      {open ? (
        <div className={styles.sheet}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <IconButton
              label={intl.formatMessage(modalMessages.modalClose)}
              icon={<CloseIcon />}
              onClick={onClose}
            />
          </header>
          <div className={styles.body}>{children}</div>
          {actions ? <footer className={styles.actions}>{actions}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
