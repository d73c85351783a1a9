import type { MessageDescriptor } from 'react-intl';
import type { JobPosition } from '@/api/generated/model/jobPosition';

/**
 * A job position's name as people read it (spec section 3), in the start-up `ui` namespace:
 * the tip page shows it, and so do the cabinet's history and teams.
 * job-positions.test.ts checks that every position of the contract is named in every language.
 */
export const jobPositionMessage = (position: JobPosition): MessageDescriptor => ({
  id: `ui.jobPosition.${position}`,
});
