import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { toIntlLocale, type AppLocale } from '@/lib/i18n/locales';
import { messagesOf } from '@test/messages';
import { OtpStep, type OtpStepProps } from './otp-step';
import { pressTwice } from '@test/press-twice';

function renderStep(props: Partial<OtpStepProps> = {}, locale: AppLocale = 'en') {
  const step: OtpStepProps = {
    flow: 'auth',
    login: 'demo@example.com',
    loginKind: 'email',
    challenge: { step: 'OTP', codeLength: 4, resendAfterSeconds: 0 },
    challengeAt: 0,
    onSubmit: vi.fn(),
    submitting: false,
    submitError: null,
    onResend: vi.fn(),
    resending: false,
    resendError: null,
    resentAt: null,
    blockedUntil: null,
    onBack: vi.fn(),
    ...props,
  };
  return render(
    <IntlProvider locale={toIntlLocale(locale)} messages={messagesOf(locale)}>
      <OtpStep {...step} />
    </IntlProvider>,
  );
}

const error = (code: string, status = 400) => ApiError.fromResponse(status, { code });

describe('the code step names the login used', () => {
  it('in Kazakh, a phone as a number', () => {
    renderStep({ login: '+7 700 000 0001', loginKind: 'phone' }, 'kz');
    expect(screen.getByText('Растау коды +7 700 000 0001 нөміріне жіберілді.')).toBeInTheDocument();
  });

  it('in Kazakh, an e-mail as an address', () => {
    renderStep({}, 'kz');
    expect(
      screen.getByText('Растау коды demo@example.com мекенжайына жіберілді.'),
    ).toBeInTheDocument();
  });

  it('a lost flow asks for the e-mail again, not the phone', () => {
    renderStep({ flow: 'register', submitError: error('action.not.started.error') });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your session has expired. Please start the registration again: enter your email address once more.',
    );
  });

  it('a code that could not be sent by e-mail is not called a text message', () => {
    renderStep({ resendError: error('sms.not.send.error') });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not send the email. Please try again later.',
    );
  });

  it('to a phone, the spec’s wording stays', () => {
    renderStep({
      login: '+7 700 000 0001',
      loginKind: 'phone',
      resendError: error('sms.not.send.error'),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not send the text message. Please try again later.',
    );
  });
});

describe('a blocked login', () => {
  const blocked = (retryAfterSeconds?: number) =>
    ApiError.fromResponse(403, { code: 'client.blocked.error', retryAfterSeconds });

  it('registration blocks the login the code went to, not an account', () => {
    renderStep({
      flow: 'register',
      login: '+7 700 000 0001',
      loginKind: 'phone',
      submitError: blocked(90),
      blockedUntil: Date.now() + 90_000,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many wrong codes. This phone number is blocked for 2 minutes.',
    );
    expect(screen.getByLabelText(/^Confirmation code/)).toBeDisabled();
  });

  it('in Russian, the minutes follow the plural rules', () => {
    renderStep({ submitError: blocked(300), blockedUntil: Date.now() + 300_000 }, 'ru');
    expect(screen.getByRole('alert')).toHaveTextContent('Ваш аккаунт заблокирован на 5 минут.');
  });

  it('without a known end, says the catalogue’s words and holds nothing back', () => {
    renderStep({ submitError: blocked() });
    expect(screen.getByRole('alert')).toHaveTextContent('This user is temporarily blocked.');
    expect(screen.getByLabelText(/^Confirmation code/)).toBeEnabled();
  });
});

describe('the code as typed', () => {
  it('a code of the wrong length is said in the person’s language, kept, and not sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderStep(
      { onSubmit, challenge: { step: 'OTP', codeLength: 5, resendAfterSeconds: 0 } },
      'ru',
    );
    const code = screen.getByLabelText(/^Код подтверждения/);
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Введите код из сообщения.'));
    // Only digits go in.
    await user.type(code, '1a2');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Код состоит из 5 цифр.'));
    expect(code).toHaveFocus();
    expect(code).toHaveValue('12');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a wrong code is said under the code field', () => {
    renderStep({ submitError: error('invalid.attempt.error') });
    const code = screen.getByLabelText(/^Confirmation code/);
    expect(code).toHaveAccessibleDescription('Wrong confirmation code.');
  });

  it('sends one code however often it is confirmed before the answer', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => new Promise<void>(() => undefined));
    renderStep({ onSubmit });
    await user.type(screen.getByLabelText(/^Confirmation code/), '1234');
    pressTwice(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('1234'));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
