import { getDownloadTeamPhotoMockHandler } from '../generated/team/team.msw';
import { photoResponse } from './profile';

/** Team photos: the same SVG avatars as profile photos. The rest of the tag is its feature issue's. */
export const teamHandlers = [
  getDownloadTeamPhotoMockHandler(({ params }) => photoResponse(params.uuid)),
];
