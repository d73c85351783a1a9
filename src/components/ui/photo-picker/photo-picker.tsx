import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PHOTO_ACCEPT, photoProblem } from '@/lib/photo-file';
import { Avatar } from '../avatar/avatar';
import { Button } from '../button/button';
import { FormAlert } from '../form-alert/form-alert';
import { photoPickerMessages } from './messages';
import styles from './photo-picker.module.css';

export interface PhotoPickerProps {
  /** Whose photo (the avatar's alt text and initials). */
  name: string;
  /** The saved photo's address; the initials show without one. */
  photoUrl: string | null;
  /** Sends the chosen file (it passed the browser's checks). */
  onUpload: (file: File) => void;
  uploading: boolean;
  /** Removes the saved photo; the delete button shows only when there is one. */
  onDelete: () => void;
  deleting: boolean;
  /** The last upload's or delete's failure (catalogue codes such as file.size.invalid.error). */
  error: unknown;
  /** Changes after each saved upload, so the picker lets go of the chosen file. */
  savedAt?: unknown;
}

/**
 * A profile or team photo: the current one, a file picker whose choice is checked in the browser
 * (type and size, src/lib/photo-file.ts) and previewed before anything is sent, then saved or
 * dropped; and a delete that brings back the initials.
 */
export function PhotoPicker({
  name,
  photoUrl,
  onUpload,
  uploading,
  onDelete,
  deleting,
  error,
  savedAt,
}: PhotoPickerProps) {
  const intl = useIntl();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );
  // A saved upload: the preview has become the photo (state adjusted while rendering).
  const [seenSavedAt, setSeenSavedAt] = useState(savedAt);
  if (savedAt !== seenSavedAt) {
    setSeenSavedAt(savedAt);
    setChosen(null);
  }

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = photoProblem(file);
    setProblem(refused);
    setChosen(refused ? null : { file, url: URL.createObjectURL(file) });
    if (inputRef.current) inputRef.current.value = '';
  };

  const shownError = problem ? { code: problem } : uploading || deleting ? null : error;

  return (
    <div className={styles.picker}>
      <div className={styles.current}>
        {chosen ? (
          <figure className={styles.preview}>
            <img src={chosen.url} alt="" width={96} height={96} className={styles.image} />
            <figcaption className={styles.caption}>
              {intl.formatMessage(photoPickerMessages.preview)}
            </figcaption>
          </figure>
        ) : (
          <Avatar name={name} src={photoUrl} size="lg" />
        )}
      </div>
      <div className={styles.controls}>
        {shownError ? <FormAlert error={shownError} /> : null}
        {chosen ? (
          <div className={styles.actions}>
            <Button loading={uploading} onClick={() => onUpload(chosen.file)}>
              {intl.formatMessage(photoPickerMessages.upload)}
            </Button>
            <Button variant="ghost" disabled={uploading} onClick={() => setChosen(null)}>
              {intl.formatMessage(photoPickerMessages.cancel)}
            </Button>
          </div>
        ) : (
          <div className={styles.actions}>
            <label htmlFor={inputId} className={styles.choose}>
              {intl.formatMessage(
                photoUrl ? photoPickerMessages.replace : photoPickerMessages.choose,
              )}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className="visually-hidden"
              type="file"
              accept={PHOTO_ACCEPT}
              aria-describedby={hintId}
              onChange={(event) => choose(event.target.files?.[0])}
            />
            {photoUrl ? (
              <Button variant="ghost" loading={deleting} onClick={onDelete}>
                {intl.formatMessage(photoPickerMessages.remove)}
              </Button>
            ) : null}
          </div>
        )}
        <p id={hintId} className={styles.hint}>
          {intl.formatMessage(photoPickerMessages.hint)}
        </p>
      </div>
    </div>
  );
}
