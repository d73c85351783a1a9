import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enUi from '@/locales/en/ui.json';
import { messagesOf } from '@test/messages';
import { addFeatureTranslations } from './feature-translations';
import { I18nProvider, RequireMessages, useLocale } from './i18n-provider';

// What sign-in's code does when it arrives: its words become loadable.
addFeatureTranslations();

/** Any sign-in text: the auth namespace is not part of the start-up messages. */
const enAuth = messagesOf('en', ['auth']);
const ruAuth = messagesOf('ru', ['auth']);
const [authId = ''] = Object.keys(enAuth);

function SwitchToRussian() {
  const { setLocale } = useLocale();
  return (
    <button type="button" onClick={() => setLocale('ru')}>
      ru
    </button>
  );
}

describe('RequireMessages', () => {
  it('shows its screens once their namespace has loaded, and keeps it across a language switch', async () => {
    render(
      <I18nProvider initialLocale="en" initialMessages={enUi}>
        <SwitchToRussian />
        <RequireMessages namespaces={['auth']}>
          <p data-testid="private">
            <FormattedMessage id={authId} />
          </p>
        </RequireMessages>
      </I18nProvider>,
    );
    expect(screen.queryByTestId('private')).toBeNull();
    expect(await screen.findByTestId('private')).toHaveTextContent(enAuth[authId]!);

    await userEvent.click(screen.getByRole('button', { name: 'ru' }));
    expect(await screen.findByText(ruAuth[authId]!)).toBeInTheDocument();
  });
});
