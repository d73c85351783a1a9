import { defineMessages } from 'react-intl';

/** Words this component renders itself; callers translate their own labels. */
export const skeletonMessages = defineMessages({
  skeletonLabel: { id: 'ui.skeleton.label' },
});
