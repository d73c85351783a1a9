import type { ReactNode } from 'react';
import styles from './emoji-tag-picker.module.css';

export interface EmojiTag {
  value: string;
  /** The emoji shown before the text (decorative). */
  emoji: string;
  /** Tag text, already translated. */
  label: string;
}

export interface EmojiTagPickerProps {
  /** Group caption, already translated. */
  label: ReactNode;
  tags: readonly EmojiTag[];
  /** Values currently selected, in the order they were picked. */
  value: readonly string[];
  /** Called with the new selection after each toggle. */
  onChange?: (value: string[]) => void;
  disabled?: boolean;
}

/** Multi-select chips ("☕ Tasty", "⚡ Fast"): each is a toggle button with aria-pressed. */
export function EmojiTagPicker({ label, tags, value, onChange, disabled }: EmojiTagPickerProps) {
  const toggle = (tag: string) =>
    onChange?.(value.includes(tag) ? value.filter((v) => v !== tag) : [...value, tag]);
  return (
    <fieldset className={styles.root} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.tags}>
        {tags.map((tag) => (
          <button
            key={tag.value}
            type="button"
            className={styles.tag}
            aria-pressed={value.includes(tag.value)}
            onClick={() => toggle(tag.value)}
          >
            <span aria-hidden="true" className={styles.emoji}>
              {tag.emoji}
            </span>
            {tag.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
