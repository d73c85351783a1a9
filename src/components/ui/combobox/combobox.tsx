import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Field } from '../field/field';
import controlStyles from '../field/control.module.css';
import styles from './combobox.module.css';

export interface ComboboxOption {
  /** Unique among the options. */
  value: string;
  /** What the option says, and what the field shows once it is chosen. */
  label: string;
  /** A second line (a phone, a role). */
  description?: ReactNode;
  /** Before the text: a photo, an icon (decorative: the label names the option). */
  start?: ReactNode;
}

export interface ComboboxProps {
  /** Visible label, already translated. */
  label: ReactNode;
  /** The listbox's accessible name, already translated. */
  listLabel: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  placeholder?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  /** The text typed (or the chosen option's label). */
  inputValue: string;
  onInputChange: (text: string) => void;
  /** The options matching the text: the caller searches (locally or on the server). */
  options: readonly ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  /**
   * Said in the open list instead of (or after) its options: loading, nothing found, more to
   * narrow down. Already translated; announced politely.
   */
  status?: ReactNode;
}

/**
 * A text field that suggests options as one types (WAI-ARIA combobox with a listbox popup,
 * list autocomplete): ↓ and ↑ walk the options (↓ opens the list, Alt+↓ without moving),
 * Enter chooses, Escape closes the list and then empties the field, Tab leaves. The focus stays
 * in the field (`aria-activedescendant` names the option), and a pointer chooses by clicking.
 */
export function Combobox({
  label,
  listLabel,
  hint,
  error,
  required,
  placeholder,
  name,
  ref,
  onBlur,
  inputValue,
  onInputChange,
  options,
  onSelect,
  status,
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const shownActive = active < options.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  // The active option stays in sight in a list that scrolls.
  useEffect(() => {
    if (!open || shownActive < 0) return;
    list.current?.children[shownActive]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, shownActive]);

  const choose = (option: ComboboxOption) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (!event.altKey && count > 0)
          setActive(!open ? Math.max(shownActive, 0) : (shownActive + 1) % count);
        return;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive(!open || shownActive <= 0 ? count - 1 : shownActive - 1);
        return;
      case 'Enter': {
        const option = open ? options[shownActive] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (inputValue) {
          event.preventDefault();
          onInputChange('');
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  };

  const expanded = open && (options.length > 0 || Boolean(status));
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <div className={styles.root}>
          <div className={controlStyles.box} data-invalid={Boolean(error)}>
            <input
              {...control}
              ref={ref}
              name={name}
              className={controlStyles.input}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={
                expanded && shownActive >= 0 ? optionId(shownActive) : undefined
              }
              autoComplete="off"
              spellCheck={false}
              placeholder={placeholder}
              aria-required={required || undefined}
              value={inputValue}
              onChange={(event) => {
                onInputChange(event.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onClick={() => setOpen(true)}
              onKeyDown={onKeyDown}
              onBlur={() => {
                setOpen(false);
                setActive(-1);
                onBlur?.();
              }}
            />
          </div>
          <div className={styles.popup} hidden={!expanded}>
            <ul
              ref={list}
              id={listId}
              role="listbox"
              aria-label={listLabel}
              className={styles.list}
            >
              {options.map((option, index) => (
                // Keyboard choice goes through the field (aria-activedescendant); a pointer clicks.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === shownActive}
                  className={styles.option}
                  // Keeps the focus in the field.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  {option.start ? (
                    <span className={styles.start} aria-hidden="true">
                      {option.start}
                    </span>
                  ) : null}
                  <span className={styles.text}>
                    <span className={styles.label}>{option.label}</span>
                    {option.description ? (
                      <span className={styles.description}>{option.description}</span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
            <p className={styles.status} role="status">
              {expanded ? status : null}
            </p>
          </div>
        </div>
      )}
    </Field>
  );
}
