import type { IntlShape } from 'react-intl';
import type { JobPosition } from '@/api/generated/model/jobPosition';
import { jobPositionMessage } from '@/lib/job-positions';
import { teamsValueMessages } from '../messages';

/**
 * "Position: Administrator": a job position said as one, where a role badge of the same word
 * ("Team admin") may stand beside it (a member's row, the team's summary).
 */
export const labelledJobPosition = (intl: IntlShape, position: JobPosition): string =>
  intl.formatMessage(teamsValueMessages.memberJobPositionIs, {
    position: intl.formatMessage(jobPositionMessage(position)),
  });
