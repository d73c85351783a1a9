import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<T extends string> {
  value: T;
  /** Tab text, already translated. */
  label: ReactNode;
  /** Panel content shown while the tab is selected. */
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<T extends string> {
  /** Accessible name of the tab list, already translated. */
  label: string;
  items: readonly TabItem<T>[];
  /** Selected tab when controlled. */
  value?: T;
  /** Selected tab at first when uncontrolled; defaults to the first enabled one. */
  defaultValue?: T;
  onChange?: (value: T) => void;
}

/**
 * WAI-ARIA tabs: one Tab stop for the list; ←/→ move and select, Home/End jump to the ends.
 * The list scrolls sideways on narrow screens instead of wrapping.
 */
export function Tabs<T extends string>({
  label,
  items,
  value,
  defaultValue,
  onChange,
}: TabsProps<T>) {
  const id = useId();
  const enabled = items.filter((item) => !item.disabled);
  const [own, setOwn] = useState<T | undefined>(defaultValue ?? enabled[0]?.value);
  const selected = value ?? own;
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());

  const select = (next: T) => {
    setOwn(next);
    onChange?.(next);
    tabRefs.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((item) => item.value === selected);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % enabled.length,
      ArrowLeft: (index - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = targets[event.key];
    const item = target === undefined ? undefined : enabled[target];
    if (!item) return;
    event.preventDefault();
    select(item.value);
  };

  return (
    <div className={styles.root}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.value}`}
              aria-controls={`${id}-panel-${item.value}`}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => select(item.value)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        item.value === selected ? (
          <div
            key={item.value}
            role="tabpanel"
            id={`${id}-panel-${item.value}`}
            aria-labelledby={`${id}-tab-${item.value}`}
            tabIndex={0}
            className={styles.panel}
          >
            {item.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
