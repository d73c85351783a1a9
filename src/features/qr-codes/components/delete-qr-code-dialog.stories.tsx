import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import type { QrCode } from '@/api/generated/model/qrCode';
import { withQrCodesFrame } from '../testing/decorators';
import { DeleteQrCodeDialog } from './delete-qr-code-dialog';

/** A code of one's own making, as qrcode/list answers it. */
const TERRACE: QrCode = {
  uuid: 'e0000000-0000-4000-8000-000000000007',
  title: 'Терраса 7',
  kind: 'CUSTOM',
  limits: { minAmount: 2, maxAmount: 20 },
  amounts: [2, 5, 20],
  defaultAmounts: [5],
};

/** Before a code goes: the dialog names it and says what happens to its prints and history. */
const meta = {
  title: 'QR codes/Delete dialog',
  component: DeleteQrCodeDialog,
  decorators: [withQrCodesFrame],
  args: { code: TERRACE, onClose: fn(), onDeleted: fn() },
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) } },
} satisfies Meta<typeof DeleteQrCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Удалить «Терраса 7»?',
    });
    await expect(dialog).toHaveTextContent('QR-код удалён');
  },
};

/** The server refuses: the toast says which code stayed and why. */
export const DeleteFailed: Story = {
  beforeEach: failing({ 'qrcode/delete': 'modification.irrelevant.data.error' }),
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(await page.findByRole('dialog', { name: 'Удалить «Терраса 7»?' })).getByRole(
        'button',
        {
          name: 'Удалить',
        },
      ),
    );
    await expect(args.onDeleted).toHaveBeenCalled();
    await expect(await page.findByRole('alert')).toHaveTextContent('«Терраса 7» не удалён.');
  },
};
