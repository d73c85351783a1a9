import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { ToastProvider } from '@/components/ui/toast/toast';
import { CARDS_PATH } from '@/lib/routes';
import {
  annaAlsoHas,
  BOUND_ORDER,
  decidedBindings,
  DECLINED_ORDER,
  MASTERCARD,
  MIR,
} from '../testing/card-stories';
import { CardsPage } from './cards-page';

/**
 * The payout cards (/cabinet/cards), signed in as the demo account: Anna has one card, VISA
 * •••• 1234, active. Back from the gateway the address carries the binding's orderId.
 */
const meta = {
  title: 'Cards/Cards page',
  component: CardsPage,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    route: { url: CARDS_PATH },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) },
  },
} satisfies Meta<typeof CardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardList = (root: HTMLElement) => within(root).findByRole('list', { name: 'Ваши карты' });

/** One card, active: tips are paid out to it. */
export const OneCard: Story = {
  play: async ({ canvasElement }) => {
    const card = within(await cardList(canvasElement)).getByRole('listitem');
    await expect(card).toHaveTextContent('4400 43•• •••• 1234');
    await expect(card).toHaveTextContent('Активная: сюда приходят чаевые');
  },
};

/** Several cards: one active, the others can be made active. */
export const SeveralCards: Story = {
  tags: ['phone-screenshot'],
  beforeEach: () => annaAlsoHas([MASTERCARD, MIR]),
  play: async ({ canvasElement }) => {
    await expect(within(await cardList(canvasElement)).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Cards, but none active (the banner above every screen says so too). */
export const NoActiveCard: Story = {
  beforeEach: () => annaAlsoHas([MASTERCARD], false),
  play: async ({ canvasElement }) => {
    const list = await cardList(canvasElement);
    await expect(within(list).getAllByRole('button', { name: /^Сделать активной/ })).toHaveLength(
      2,
    );
  },
};

/** No card yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.maria }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Карт пока нет' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

/** card/list failed: the catalogue's words and a retry. */
export const LoadError: Story = {
  beforeEach: failing({ 'card/list': 'general.error' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};

/** No answer at all (offline): the network wording. */
export const LoadNetworkError: Story = {
  beforeEach: failing({ 'card/list': 'network' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** card/register failed: said under the header, the cards stay. */
export const AddError: Story = {
  beforeEach: failing({ 'card/register': 'general.error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cardList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить карту' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Что-то пошло не так...');
    // The busy button lost focus: the message takes it.
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/**
 * The gateway's address is not on the allow-list (here: the mock gateway outside a mock
 * build): the browser stays, the person is told.
 */
export const AddRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cardList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить карту' }));
    await expect(await canvas.findByText(/нет в списке разрешённых/)).toBeVisible();
  },
};

/** Back from the gateway with a bound card: it is added and becomes the active one. */
export const BindingBound: Story = {
  parameters: { route: { url: `${CARDS_PATH}?orderId=${BOUND_ORDER}` } },
  beforeEach: decidedBindings,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Карта Visa •••• 1111 добавлена/)).toBeVisible();
    await waitFor(() =>
      expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(2),
    );
  },
};

/** Back from the gateway with a declined card: nothing added, add another. */
export const BindingDeclined: Story = {
  parameters: { route: { url: `${CARDS_PATH}?orderId=${DECLINED_ORDER}` } },
  beforeEach: decidedBindings,
  play: async ({ canvasElement }) => {
    const outcome = await within(canvasElement).findByRole('alert');
    await expect(within(outcome).getByRole('heading')).toHaveTextContent('Карта не добавлена');
  },
};

/** The card is bound already: card.already.exists.error's title and subtitle. */
export const BindingAlreadyAdded: Story = {
  beforeEach: [decidedBindings, failing({ 'card/confirm': 'card.already.exists.error' })],
  parameters: {
    route: { url: `${CARDS_PATH}?orderId=${BOUND_ORDER}` },
  },
  play: async ({ canvasElement }) => {
    const outcome = await within(canvasElement).findByRole('alert');
    await expect(within(outcome).getByRole('heading')).toHaveTextContent('Карта уже добавлена');
    await expect(outcome).toHaveTextContent('Попробуйте добавить другую карту.');
  },
};

/** card/confirm did not answer (a server error): its message and a retry of the same order. */
export const BindingConfirmFailed: Story = {
  beforeEach: [decidedBindings, failing({ 'card/confirm': 503 })],
  parameters: {
    route: { url: `${CARDS_PATH}?orderId=${BOUND_ORDER}` },
  },
  play: async ({ canvasElement }) => {
    const outcome = await within(canvasElement).findByRole('alert');
    await expect(within(outcome).getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

/** Deleting the active card asks first, naming it and the card tips go to next. */
export const DeleteConfirmation: Story = {
  beforeEach: () => annaAlsoHas([MASTERCARD]),
  play: async ({ canvasElement }) => {
    await cardList(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Удалить карту Visa •••• 1234' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Удалить карту Visa •••• 1234?',
    });
    await expect(dialog).toHaveTextContent('чаевые будут приходить на Mastercard •••• 4242');
  },
};

/** card/delete failed: the dialog stays with the reason, the card is still there. */
export const DeleteError: Story = {
  beforeEach: failing({ 'card/delete': 'general.error' }),
  play: async ({ canvasElement }) => {
    await cardList(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Удалить карту Visa •••• 1234' }),
    );
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить карту' }));
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
  },
};

/** card/active failed: said under that card, which stays as it was. */
export const ActivateError: Story = {
  beforeEach: [() => annaAlsoHas([MASTERCARD]), failing({ 'card/active': 'general.error' })],
  play: async ({ canvasElement }) => {
    await cardList(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'Сделать активной карту Mastercard •••• 4242',
      }),
    );
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
