import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadPreviewFonts } from '../lib/print/fonts';
import { layoutPrint } from '../lib/print/layout';
import { browserMeasure, PrintPreview } from './print-preview';
import type { PrintFormat, PrintLayout } from '../lib/print/print-spec';
import { printWords, type PrintWords } from '../lib/print/print-words';
import type { AppLocale } from '@/lib/i18n/locales';

interface PreviewArgs {
  template: PrintFormat;
  layout: PrintLayout;
  /** The print's language: Russian unless a story says otherwise. */
  language?: AppLocale;
}

interface Loaded {
  words: PrintWords;
  fontsLoaded: boolean;
}

/** The stories' print: a Kazakh name (its letters must print), a team, the words. */
function Preview({ template, layout, words, fontsLoaded }: PreviewArgs & Loaded) {
  const drawing = layoutPrint(
    template,
    layout,
    {
      name: 'Әсем Қасымова',
      subtitle: 'Cafe Pushkin',
      ...words,
      address: 'https://tips.example/a0000000-0000-4000-8000-000000000001',
    },
    browserMeasure(fontsLoaded),
  );
  return (
    <div style={{ width: 420 }}>
      <PrintPreview drawing={drawing} photoUrl={null} label={`${template} ${layout}`} />
    </div>
  );
}

/**
 * Every template in every layout, and the A4 sheets, as the PDF's artwork page prints them (the
 * same drawing, set in the PDF's font files): the table tent's back face upside down, a sheet's
 * crop marks in its margin. No calibration mark: it has the PDF's last page to itself.
 */
const meta = {
  title: 'QR codes/Print preview',
  loaders: [
    async ({ args }) => ({
      words: await printWords(args.language ?? 'ru'),
      fontsLoaded: await loadPreviewFonts(),
    }),
  ],
  render: (args, { loaded }) => <Preview {...args} {...(loaded as Loaded)} />,
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

/** The English call to action breaks into even lines, as the PDF sets it: no "tip" alone. */
export const TableTentInEnglish: Story = {
  args: { template: 'tableTent', layout: 'horizontal', language: 'en' },
  play: async ({ canvasElement }) => {
    const texts = [...canvasElement.querySelectorAll('text')].map((text) => text.textContent);
    await expect(texts).not.toContain('tip');
    await expect(texts.join(' ')).toContain('Scan to leave a tip');
  },
};
export const StickerSheet: Story = { args: { template: 'stickerSheet', layout: 'sticker' } };
export const QrCodeSheet: Story = { args: { template: 'qrCodeSheet', layout: 'vertical' } };
export const CardSheet: Story = { args: { template: 'cardSheet', layout: 'business' } };
