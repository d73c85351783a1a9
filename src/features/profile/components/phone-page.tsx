import type { CountryCode } from 'libphonenumber-js';
import { useMemo, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import type { UserInfo } from '@/api/generated/model/userInfo';
import { useLoginSettings } from '@/api/login-settings';
import { Button } from '@/components/ui/button/button';
import { useZodForm } from '@/components/ui/form-alert/use-zod-form';
import { useOtpFlow } from '@/components/ui/otp/use-otp-flow';
import { PhoneInput } from '@/components/ui/phone-input/phone-input';
import { checkPhone, parsePhoneValue } from '@/components/ui/phone-input/phone-value';
import { useOneAtATime } from '@/lib/one-at-a-time';
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

/** A number that parses and is not the account's own (its E.164 is `current`). */
function phoneSchema(current: string | undefined) {
  return z
    .object({ phone: z.string(), phoneCountry: z.custom<CountryCode>() })
    .superRefine((value, context) =>
      checkPhone(value, context, phoneMessages.required.id, (e164) =>
        e164 === current ? phoneMessages.same.id : null,
      ),
    );
}

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
  const schema = useMemo(() => phoneSchema(client.phone), [client.phone]);
  const { form, formRef, errors, shownError, serverField, errorOf } = useZodForm({
    schema,
    defaultValues: { phone: '', phoneCountry: settings.phoneCountry },
    // As typed, an error stays until the number changes (it goes then) or the next submit.
    reValidateMode: 'onSubmit',
    serverError: calls.start.error ?? flow.startError,
    pending: calls.start.isPending,
    fields: FIELDS,
    flow: FLOW,
    login: 'phone',
  });
  const phone = useController({ control: form.control, name: 'phone' });
  const country = useController({ control: form.control, name: 'phoneCountry' });
  // A draft kept across a session expiry comes back into the (uncontrolled) phone input.
  const [restored, setRestored] = useState(0);
  const typed = useWatch({ control: form.control });
  useSessionDraft('profile-phone', typed, (saved) => {
    form.reset({ ...form.getValues(), ...saved });
    setRestored((count) => count + 1);
  });
  useFinishedChange(flow.atFinish, 'phone');
  // A double click checks the form twice, in parallel: only the first sends.
  const startOnce = useOneAtATime(async (e164: string) => {
    flow.starting();
    flow.codeSent(await calls.start.mutateAsync({ data: { phone: e164 } }));
  });

  if (flow.otpStep) {
    const result = parsePhoneValue(form.getValues());
    return (
      <CodeStepSection
        flow={FLOW}
        login={result.ok ? displayPhone(result.e164) : form.getValues('phone')}
        loginKind="phone"
        backLabel={intl.formatMessage(phoneMessages.changeNumber)}
        {...flow.otpStep}
      />
    );
  }

  const submit = (value: { phone: string; phoneCountry: CountryCode }) => {
    const result = parsePhoneValue(value);
    if (result.ok) return startOnce(result.e164).catch(() => undefined);
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      noValidate
    >
      {shownError && !serverField ? (
        <ServerAlert error={shownError} flow={FLOW} login="phone" />
      ) : null}
      <PhoneInput
        key={restored}
        label={intl.formatMessage(phoneMessages.label)}
        name="phone"
        required
        defaultValue={phone.field.value}
        defaultCountry={country.field.value}
        onChange={(digits) => {
          phone.field.onChange(digits);
          form.clearErrors('phone');
        }}
        onCountryChange={(next) => {
          country.field.onChange(next);
          form.setValue('phone', '');
        }}
        error={errorOf('phone', errors.phone) ?? errorOf('login')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={calls.start.isPending}>
          {intl.formatMessage(profileMessages.getCode)}
        </Button>
      </div>
    </form>
  );
}
