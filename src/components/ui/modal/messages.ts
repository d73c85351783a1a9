import { defineMessages } from 'react-intl';

/** Words this component renders itself; callers translate their own labels. */
export const modalMessages = defineMessages({
  modalClose: { id: 'ui.modal.close' },
});
