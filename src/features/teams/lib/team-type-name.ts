import type { TeamType } from '@/api/generated/model/teamType';
import type { TeamTypeCode } from '@/api/generated/model/teamTypeCode';
import { useTeamTypes } from '../api/teams';

/** A team type's name as the server words it (team/type/list), or its code until that is in. */
export function useTeamTypeName(): (code: TeamTypeCode) => string {
  const types = useTeamTypes().data?.list;
  return (code) => types?.find((type: TeamType) => type.code === code)?.title ?? code;
}
