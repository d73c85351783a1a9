import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { QrTemplate } from '@/api/generated/model/qrTemplate';
import { layoutPrint } from '../lib/print/layout';
import { browserMeasure, PrintPreview } from './print-preview';
import type { PrintLayout } from '../lib/print/print-spec';
import { printWords, type PrintWords } from '../lib/print/print-words';

interface PreviewArgs {
  template: QrTemplate;
  layout: PrintLayout;
}

/** The stories' print: a Kazakh name (its letters must print), a team, the Russian words. */
function Preview({ template, layout, words }: PreviewArgs & { words: PrintWords }) {
  const drawing = layoutPrint(
    template,
    layout,
    {
      name: 'Әсем Қасымова',
      subtitle: 'Cafe Pushkin',
      ...words,
      address: 'https://tips.example/a0000000-0000-4000-8000-000000000001',
    },
    browserMeasure(),
  );
  return (
    <div style={{ width: 420 }}>
      <PrintPreview drawing={drawing} photoUrl={null} label={`${template} ${layout}`} />
    </div>
  );
}

/**
 * Every template in every layout, as the PDF prints it (the same drawing): the table tent's
 * back face upside down, the calibration mark at the bottom of each page.
 */
const meta = {
  title: 'QR codes/Print preview',
  loaders: [async () => ({ words: await printWords('ru') })],
  render: (args, { loaded }) => (
    <Preview {...args} words={(loaded as { words: PrintWords }).words} />
  ),
  play: async ({ canvasElement, args }) => {
    const preview = within(canvasElement).getByRole('img', {
      name: `${args.template} ${args.layout}`,
    });
    await expect(preview.querySelectorAll('path').length).toBeGreaterThan(0);
  },
} satisfies Meta<PreviewArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TableTentHorizontal: Story = { args: { template: 'tableTent', layout: 'horizontal' } };
export const TableTentBusiness: Story = { args: { template: 'tableTent', layout: 'business' } };
export const TableTentVertical: Story = { args: { template: 'tableTent', layout: 'vertical' } };
export const TableTentSticker: Story = { args: { template: 'tableTent', layout: 'sticker' } };
export const StickerHorizontal: Story = { args: { template: 'sticker', layout: 'horizontal' } };
export const StickerBusiness: Story = { args: { template: 'sticker', layout: 'business' } };
export const StickerVertical: Story = { args: { template: 'sticker', layout: 'vertical' } };
export const StickerSticker: Story = { args: { template: 'sticker', layout: 'sticker' } };
export const QrCodeHorizontal: Story = { args: { template: 'qrCode', layout: 'horizontal' } };
export const QrCodeBusiness: Story = { args: { template: 'qrCode', layout: 'business' } };
export const QrCodeVertical: Story = { args: { template: 'qrCode', layout: 'vertical' } };
export const QrCodeSticker: Story = { args: { template: 'qrCode', layout: 'sticker' } };
export const CardHorizontal: Story = { args: { template: 'card', layout: 'horizontal' } };
export const CardBusiness: Story = { args: { template: 'card', layout: 'business' } };
export const CardVertical: Story = { args: { template: 'card', layout: 'vertical' } };
export const CardSticker: Story = { args: { template: 'card', layout: 'sticker' } };
