import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button/button';
import { ChevronDownIcon } from '../icons/chevron-down-icon';
import { filtersDisclosureMessages } from './messages';
import styles from './filters-disclosure.module.css';

export interface FiltersDisclosureProps {
  /** How many filters are on (the address's, not the ones being typed): the button's count. */
  activeCount: number;
  /**
   * The filters applied, as any string that changes with them (the address's query): when it
   * changes the filters close on a phone, so the results they chose come first.
   */
  applied: string;
  /** The filters' form. */
  children: ReactNode;
}

/**
 * A list's filters, results first on a phone (issue 25): below the md breakpoint they fold
 * behind a "Filters" button that counts the ones on ("Filters, 2 on") and says
 * whether they are open (aria-expanded); from md up there is room, so they are always open and
 * the button is not drawn. Applying filters closes them on a phone and leaves focus on the
 * button (the form that had it is drawn anew).
 */
export function FiltersDisclosure({ activeCount, applied, children }: FiltersDisclosureProps) {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [appliedShown, setAppliedShown] = useState(applied);
  if (applied !== appliedShown) {
    setAppliedShown(applied);
    setOpen(false);
  }
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const lastApplied = useRef(applied);
  useEffect(() => {
    if (lastApplied.current === applied) return;
    lastApplied.current = applied;
    // Only a focus lost with the form (or still in it) moves: never one taken elsewhere.
    const focused = document.activeElement;
    if (!focused || focused === document.body || panel.current?.contains(focused)) {
      toggle.current?.focus();
    }
  }, [applied]);

  return (
    <div className={styles.disclosure}>
      <span className={styles.toggle}>
        <Button
          ref={toggle}
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          icon={<ChevronDownIcon className={styles.chevron} />}
          onClick={() => setOpen((was) => !was)}
        >
          {intl.formatMessage(filtersDisclosureMessages.toggle, { count: activeCount })}
        </Button>
      </span>
      <div id={panelId} ref={panel} className={styles.panel} data-open={open}>
        {children}
      </div>
    </div>
  );
}
