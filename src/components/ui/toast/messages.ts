import { defineMessages } from 'react-intl';

/** Words this component renders itself; callers translate their own labels. */
export const toastMessages = defineMessages({
  toastClose: { id: 'ui.toast.close' },
  toastRegion: { id: 'ui.toast.region' },
});
