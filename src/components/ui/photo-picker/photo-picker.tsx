import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkPhoto, PHOTO_ACCEPT, type ImageDecoder } from '@/lib/photo-file';
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
  /** Decodes a chosen file; the browser's decoder unless a test brings its own. */
  decodeImage?: ImageDecoder;
}

/**
 * A profile or team photo: the current one, a file picker whose choice is checked in the browser
 * (type, size, and that its bytes decode as an image: src/lib/photo-file.ts) and previewed before
 * anything is sent, then saved or dropped; and a delete that brings back the initials.
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
  decodeImage,
}: PhotoPickerProps) {
  const intl = useIntl();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const lastChoice = useRef<File | null>(null);
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

  const choose = async (file: File | undefined) => {
    if (!file) return;
    lastChoice.current = file;
    if (inputRef.current) inputRef.current.value = '';
    const refused = await checkPhoto(file, decodeImage);
    // A file chosen while this one was being read wins.
    if (lastChoice.current !== file) return;
    setProblem(refused);
    setChosen(refused ? null : { file, url: URL.createObjectURL(file) });
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
        {shownError ? (
          <FormAlert error={shownError}>
            {problem === 'unreadable'
              ? intl.formatMessage(photoPickerMessages.unreadable)
              : undefined}
          </FormAlert>
        ) : null}
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
              onChange={(event) => void choose(event.target.files?.[0])}
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
