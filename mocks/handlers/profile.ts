import type { ClientResponse } from '../../src/api/generated/model';
import {
  getDownloadProfilePhotoMockHandler,
  getGetProfileInfoMockHandler,
} from '../generated/profile/profile.msw';
import { toClient } from '../engine/people';
import { signedIn } from '../engine/sessions';
import { photoResponse } from './photos';

export const profileHandlers = [
  getGetProfileInfoMockHandler(
    signedIn((_info, { user }) => ({ client: toClient(user) }) satisfies ClientResponse),
  ),

  getDownloadProfilePhotoMockHandler(({ params }) => photoResponse(params.uuid)),
];
