import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO, memberIds } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { teamPageAs, teamPageMeta } from '../../testing/team-stories';
import { TeamPage } from './team-page';

/**
 * A team's page: its summary, the sections the person's role may open, and the members
 * (30 a page, a search by name). Each role sees only what the permission matrix allows.
 */
const meta = {
  title: 'Teams/Team/Members',
  component: TeamPage,
  ...teamPageMeta(),
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionsOf = (root: HTMLElement) =>
  within(within(root).getByRole('navigation', { name: 'Разделы команды' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The owner: every section, Remove on everyone else. */
export const AsOwner: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /Anna Petrova/ });
    await expect(sectionsOf(canvasElement)).toEqual([
      'Участники',
      'Администраторы',
      'Заявки на вступление',
      'Приглашения',
      'Настройки',
    ]);
    await expect(canvas.getByText('Кафе · 65 участников')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Удалить: / })).toHaveLength(29);
  },
};

/** An administrator: removes members (not the owner or the other administrator). */
export const AsAdministrator: Story = {
  ...teamPageAs(memberIds(1).user),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /Anna Petrova/ });
    await expect(canvas.getByText('Ваша роль: Администратор')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Удалить: / })).toHaveLength(27);
  },
};

/** A member: the members and administrators only; no owner or manager actions; may leave. */
export const AsMember: Story = {
  ...teamPageAs(memberIds(3).user),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /Anna Petrova/ });
    await expect(sectionsOf(canvasElement)).toEqual(['Участники', 'Администраторы']);
    await expect(canvas.queryByRole('button', { name: /^Удалить: / })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Выйти из команды' })).toBeVisible();
  },
};

/** Removing someone asks first, naming them and the team. */
export const RemoveQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findAllByRole('button', { name: /^Удалить: / });
    await userEvent.click(remove[2]!);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent(/из команды Cafe Pushkin\?/);
  },
};

/** Leaving asks first too. */
export const LeaveQuestion: Story = {
  ...teamPageAs(memberIds(3).user),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Выйти из команды' }),
    );
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Выйти из команды Cafe Pushkin?',
      }),
    ).toBeVisible();
  },
};

/** A search no name matches. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /Anna Petrova/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск по имени' }), 'zzz');
    await expect(await canvas.findByText('Ни в одном имени нет «zzz».')).toBeVisible();
  },
};

/** A team that is not the person's (or no longer exists). */
export const NotFound: Story = {
  ...teamPageAs(DEMO.anna, '', DEMO.otherTeam),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Команда не найдена' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

/** team/list failed: the page's title stays, with a retry. */
export const LoadError: Story = {
  beforeEach: failing({ 'team/list': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};

/** team/member/list failed; the summary and sections stay. */
export const MembersLoadError: Story = {
  beforeEach: failing({ 'team/member/list': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};
