import { http } from 'msw';
import { photoResponse } from './profile';

/**
 * Team photos, same avatars as profile photos. Written on plain msw until the contract's team
 * tag is generated; then it moves onto getDownloadTeamPhotoMockHandler like the others.
 */
export const teamHandlers = [http.get('*/team/photo/download/:uuid', ({ params }) => photoResponse(params.uuid))];
