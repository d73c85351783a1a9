import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { db } from '@mocks/db/collections';
import { DEMO } from '@mocks/db/demo-ids';
import { sentCodes } from '@mocks/engine/one-time-codes';
import { PROFILE_PATH } from '@/lib/routes';
import { renderApp } from '@test/app';

/** What the profile's whole-app tests share: the seeded account, its codes and its screens. */
export type User = ReturnType<typeof userEvent.setup>;
export const header = () => screen.getByRole('banner');
export const anna = () => db.users.findFirst((q) => q.where({ uuid: DEMO.anna }));
export const lastCode = () => sentCodes()[0]!.code;
export const wrongCode = () => (lastCode() === '0000' ? '1111' : '0000');

export async function openProfile(url = PROFILE_PATH, user: string = DEMO.anna) {
  const view = await renderApp({ url, user });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

export async function enterCode(user: User, code = lastCode()) {
  const field = await screen.findByLabelText(/^Confirmation code/);
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}
