import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UserInfo } from '@/api/generated/model/userInfo';
import { personPhotoUrl } from '@/api/photos';
import { useFocusFirstError } from '@/components/ui/form-alert/use-focus-first-error';
import { Notice } from '@/components/ui/notice/notice';
import { PhotoPicker } from '@/components/ui/photo-picker/photo-picker';
import { useDeletePhotoMutation, useUploadPhotoMutation } from '../api/profile';
import { photoMessages } from '../messages';

/**
 * The profile photo (spec section 7): chosen, checked in the browser (type, size) and
 * previewed by the kit's picker, then profile/photo/upload (multipart `file`); delete takes the
 * reference away and the initials come back. Shown through profile/photo/download/{uuid}.
 */
export function ProfilePhoto({ client }: { client: UserInfo }) {
  const intl = useIntl();
  const upload = useUploadPhotoMutation();
  const remove = useDeletePhotoMutation();
  const [last, setLast] = useState<'upload' | 'remove' | null>(null);
  const [done, setDone] = useState<'saved' | 'deleted' | null>(null);
  const pickerRef = useRef<HTMLDivElement>(null);
  const failed = last === 'upload' ? upload.error : last === 'remove' ? remove.error : null;
  const shownError = upload.isPending || remove.isPending ? null : failed;
  // The button that failed waited disabled and may have lost focus: focus goes to the message.
  useFocusFirstError(pickerRef, shownError);
  const run = (which: 'upload' | 'remove', action: () => void) => {
    setLast(which);
    setDone(null);
    action();
  };

  return (
    <div ref={pickerRef}>
      <PhotoPicker
        name={client.fullName}
        photoUrl={personPhotoUrl(client.photo)}
        onUpload={(file) =>
          run('upload', () =>
            upload.mutate({ data: { file } }, { onSuccess: () => setDone('saved') }),
          )
        }
        uploading={upload.isPending}
        onDelete={() =>
          run('remove', () => remove.mutate(undefined, { onSuccess: () => setDone('deleted') }))
        }
        deleting={remove.isPending}
        error={failed}
        savedAt={upload.data}
      />
      {done ? <Notice>{intl.formatMessage(photoMessages[done])}</Notice> : null}
    </div>
  );
}
