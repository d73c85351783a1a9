import { HttpResponse } from 'msw';
import type { ClientResponse } from '../../src/api/generated/model';
import {
  getDownloadProfilePhotoMockHandler,
  getGetProfileInfoMockHandler,
} from '../generated/profile/profile.msw';
import { storeReady } from '../db/store';
import { toClient } from '../engine/people';
import { requireUser } from '../engine/sessions';
import { avatarSvg } from './photos';
import { answerWith } from './respond';

/** The image answer: SVG needs its own content type (browsers do not sniff it). */
export async function photoResponse(uuid: unknown): Promise<never> {
  await storeReady();
  return answerWith(
    new HttpResponse(avatarSvg(String(uuid)), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    }),
  );
}

export const profileHandlers = [
  getGetProfileInfoMockHandler(async ({ cookies }) => {
    await storeReady();
    const { user } = requireUser(cookies);
    return { client: toClient(user) } satisfies ClientResponse;
  }),

  getDownloadProfilePhotoMockHandler(({ params }) => photoResponse(params.uuid)),
];
