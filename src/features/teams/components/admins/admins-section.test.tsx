import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { teamPath } from '@/lib/routes';
import { renderApp, setupAppTests } from '@test/app';
import en from '../../locales/en.json';
import kz from '../../locales/kz.json';
import ru from '../../locales/ru.json';

setupAppTests();

describe('the administrators, to their owner', () => {
  it.each(['en', 'ru', 'kz'] as const)(
    'name each "Remove rights" button with its visible words first (%s)',
    async (locale) => {
      await renderApp({ url: `${teamPath(DEMO.team)}/admins`, user: DEMO.anna, locale });
      await screen.findByText('+7 700 000 0001');
      const visible = { en, ru, kz }[locale]['teams.admins.removeRights'];
      const buttons = screen.getAllByText(visible).map((text) => text.closest('button')!);
      expect(buttons.length).toBeGreaterThan(0);
      for (const button of buttons)
        expect(button).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${visible}: `)));
      const { violations } = await axe.run(buttons[0]!.closest('ul')!, {
        runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
      });
      expect(violations).toEqual([]);
    },
  );
});
