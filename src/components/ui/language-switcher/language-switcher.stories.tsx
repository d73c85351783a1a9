import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import enI18n from '@/locales/en/i18n.json';
import kzI18n from '@/locales/kz/i18n.json';
import ruI18n from '@/locales/ru/i18n.json';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { Messages } from '@/lib/i18n/load-messages';
import { isAppLocale } from '@/lib/i18n/locales';
import { LanguageSwitcher } from './language-switcher';

const labels = {
  ru: ruI18n['i18n.languageSwitcher.label'],
  en: enI18n['i18n.languageSwitcher.label'],
  kz: kzI18n['i18n.languageSwitcher.label'],
};

const meta = {
  title: 'UI/Language switcher',
  component: LanguageSwitcher,
  // The switcher needs the app's locale context, seeded with the toolbar's language and messages.
  decorators: [
    (Story, { globals, loaded }) => {
      const locale = isAppLocale(globals.locale) ? globals.locale : 'ru';
      return (
        <I18nProvider
          key={locale}
          initialLocale={locale}
          initialMessages={(loaded as { messages: Messages }).messages}
        >
          <Story />
        </I18nProvider>
      );
    },
  ],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const HiddenLabel: Story = { args: { hideLabel: true } };

/** Picking a language relabels the control in that language once its messages have loaded. */
export const SwitchesLanguage: Story = {
  play: async ({ canvasElement, globals }) => {
    const current = isAppLocale(globals.locale) ? globals.locale : 'ru';
    const target = current === 'kz' ? 'en' : 'kz';
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: labels[current] }), target);
    const relabelled = await canvas.findByRole('combobox', { name: labels[target] });
    await expect(relabelled).toHaveValue(target);
    // <html lang> is set in an effect after the relabelled render.
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('lang', target === 'kz' ? 'kk' : target),
    );
  },
};
