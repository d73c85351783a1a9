import { HttpResponse } from 'msw';
import type { ClientResponse } from '../../src/api/generated/model';
import {
  getDownloadProfilePhotoMockHandler,
  getGetProfileInfoMockHandler,
} from '../generated/profile/profile.msw';
import { toClient } from '../engine/people';
import { signedIn } from '../engine/sessions';
import { avatarSvg } from './photos';
import { answerWith } from './respond';

/** The image answer: SVG needs its own content type (browsers do not sniff it). */
export function photoResponse(uuid: unknown): never {
  return answerWith(
    new HttpResponse(avatarSvg(String(uuid)), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    }),
  );
}

export const profileHandlers = [
  getGetProfileInfoMockHandler(
    signedIn((_info, { user }) => ({ client: toClient(user) }) satisfies ClientResponse),
  ),

  getDownloadProfilePhotoMockHandler(({ params }) => photoResponse(params.uuid)),
];
