import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UserInfo } from '@/api/generated/model/userInfo';
import { useLoginSettings } from '@/api/login-settings';
import { Button } from '@/components/ui/button/button';
import { useFocusFirstError } from '@/components/ui/form-alert/use-focus-first-error';
import { useOtpFlow } from '@/components/ui/otp/use-otp-flow';
import { phoneErrorMessages } from '@/components/ui/phone-input/messages';
import { PhoneInput } from '@/components/ui/phone-input/phone-input';
import { validatePhone } from '@/components/ui/phone-input/validate-phone';
import { useFieldErrors } from '@/lib/errors/use-field-errors';
import { useSessionDraft } from '@/lib/session-draft';
import { displayPhone } from '@/lib/display-phone';
import { usePhoneChangeMutations } from '../api/profile';
import { phoneMessages, profileMessages } from '../messages';
import { CodeStepSection } from './parts/code-step-section';
import { ProfileSubpage } from './parts/profile-subpage';
import { ServerAlert } from './parts/server-alert';
import { useFinishedChange } from './parts/use-finished-change';
import styles from './parts/profile-parts.module.css';

const FLOW = 'changePhone';
/** A server error under the phone field: the catalogue's codes name it 'login', a format error 'phone'. */
const FIELDS = ['login', 'phone'];

// A type, not an interface: session drafts take plain records.
type PhoneValues = {
  /** National digits as the phone input reports them. */
  phone: string;
  country: CountryCode;
};

/**
 * Change the phone (spec section 7): the new number (the phone input: the country's mask,
 * +7 and 10 digits for the product's markets) → a code sent to it (change/phone/newotp for a
 * new one) → change/phone/finish, whose answer is the person with the new phone.
 */
export function PhonePage() {
  const intl = useIntl();
  return (
    <ProfileSubpage
      title={intl.formatMessage(phoneMessages.title)}
      description={intl.formatMessage(phoneMessages.intro)}
    >
      {(client) => <PhoneChange client={client} />}
    </ProfileSubpage>
  );
}

function PhoneChange({ client }: { client: UserInfo }) {
  const intl = useIntl();
  const { settings } = useLoginSettings();
  const calls = usePhoneChangeMutations();
  const flow = useOtpFlow({ check: calls.finish, resend: calls.resend, alsoReset: [calls.start] });
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PhoneValues>({ phone: '', country: settings.phoneCountry });
  const [problem, setProblem] = useState<{ text: string } | null>(null);
  // A draft kept across a session expiry comes back into the (uncontrolled) phone input.
  const [restored, setRestored] = useState(0);
  useSessionDraft('profile-phone', values, (saved) => {
    setValues((now) => ({ ...now, ...saved }));
    setRestored((count) => count + 1);
  });
  useFinishedChange(flow.atFinish, 'phone');

  const parsed = () => validatePhone(`+${getCountryCallingCode(values.country)}${values.phone}`);
  const startError = calls.start.isPending ? null : (calls.start.error ?? flow.startError);
  const { serverField, errorOf } = useFieldErrors(startError, FLOW, FIELDS, 'phone');
  useFocusFirstError(formRef, problem);
  useFocusFirstError(formRef, startError);

  if (flow.otpStep) {
    const result = parsed();
    return (
      <CodeStepSection
        flow={FLOW}
        login={result.ok ? displayPhone(result.e164) : values.phone}
        loginKind="phone"
        backLabel={intl.formatMessage(phoneMessages.changeNumber)}
        {...flow.otpStep}
      />
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (calls.start.isPending) return;
    const result = parsed();
    const text = !values.phone
      ? intl.formatMessage(phoneMessages.required)
      : !result.ok
        ? intl.formatMessage(phoneErrorMessages[result.error])
        : result.e164 === client.phone
          ? intl.formatMessage(phoneMessages.same)
          : null;
    setProblem(text ? { text } : null);
    if (text || !result.ok) return;
    flow.starting();
    calls.start.mutate({ data: { phone: result.e164 } }, { onSuccess: flow.codeSent });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {startError && !serverField ? (
        <ServerAlert error={startError} flow={FLOW} login="phone" />
      ) : null}
      <PhoneInput
        key={restored}
        label={intl.formatMessage(phoneMessages.label)}
        name="phone"
        required
        defaultValue={values.phone}
        defaultCountry={values.country}
        onChange={(phone) => {
          setValues((now) => ({ ...now, phone }));
          setProblem(null);
        }}
        onCountryChange={(country) => setValues((now) => ({ ...now, country, phone: '' }))}
        error={problem?.text ?? errorOf('login') ?? errorOf('phone')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={calls.start.isPending}>
          {intl.formatMessage(profileMessages.getCode)}
        </Button>
      </div>
    </form>
  );
}
