import { defineMessages } from 'react-intl';

/** The photo picker's words: the `photo-picker` namespace (./locales), private area only. */
export const photoPickerMessages = defineMessages({
  choose: { id: 'photo-picker.choose' },
  replace: { id: 'photo-picker.replace' },
  hint: { id: 'photo-picker.hint' },
  unreadable: { id: 'photo-picker.unreadable' },
  preview: { id: 'photo-picker.preview' },
  upload: { id: 'photo-picker.upload' },
  cancel: { id: 'photo-picker.cancel' },
  remove: { id: 'photo-picker.remove' },
});
