import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { BusinessData } from '@/api/generated/model/businessData';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { useZodForm } from '@/components/ui/form-alert/use-zod-form';
import { TextInput } from '@/components/ui/text-input/text-input';
import { isSessionError, needsBusinessData, useCurrentUser } from '@/api/current-user';
import { saveSessionDrafts, useSessionDraft } from '@/lib/session-draft';
import { useBusinessDataMutation } from '../../api/registration';
import { AUTH_PATHS, authLink, destinationAfterAuth } from '../../lib/auth-paths';
import { ADDRESS_MAX, ORGANIZATION_MAX } from '../../lib/field-limits';
import { businessMessages } from '../../messages';
import { AuthCard } from '../parts/auth-card';
import styles from '../parts/auth-parts.module.css';

const businessSchema = z.object({
  inn: z
    .string()
    .trim()
    .regex(/^[0-9]{10,12}$/, businessMessages.innInvalid.id),
  organizationName: z
    .string()
    .trim()
    .min(1, businessMessages.organizationRequired.id)
    .max(ORGANIZATION_MAX, businessMessages.organizationTooLong.id),
  address: z.string().trim().max(ADDRESS_MAX, businessMessages.addressTooLong.id),
});
type BusinessValues = z.infer<typeof businessSchema>;

/** The typed values as the call takes them: an empty address is left out. */
function businessData({ inn, organizationName, address }: BusinessValues): BusinessData {
  return address ? { inn, organizationName, address } : { inn, organizationName };
}

/**
 * The last step of a business registration (registration/business/data). A business account
 * counts as registered only once this is saved (registrationFinished), so signed-in business
 * users are led back here until then.
 */
export function BusinessDataPage() {
  const [search] = useSearchParams();
  const user = useCurrentUser();
  if (user.isError && isSessionError(user.error))
    return <Navigate to={authLink(AUTH_PATHS.signIn, search)} replace />;
  if (!user.data) {
    return (
      <div className={styles.centered}>
        <Spinner size="lg" />
      </div>
    );
  }
  if (!needsBusinessData(user.data.client))
    return <Navigate to={destinationAfterAuth(search)} replace />;
  return <BusinessDataForm />;
}

function BusinessDataForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const save = useBusinessDataMutation({
    onSaved: () => Promise.resolve(navigate(destinationAfterAuth(search), { replace: true })),
    onError: async (error) => {
      if (!isSessionError(error)) return;
      // The session ended: keep what was typed for when the person is back from sign-in.
      saveSessionDrafts(location.pathname);
      await navigate(authLink(AUTH_PATHS.signIn, search), { replace: true });
    },
  });
  const { form, formRef, errors, shownError, serverField, errorOf } = useZodForm({
    schema: businessSchema,
    defaultValues: { inn: '', organizationName: '', address: '' },
    serverError: save.error,
    pending: save.isPending,
    fields: ['inn', 'organizationName', 'address'],
    flow: 'register',
  });
  const typed = useWatch({ control: form.control });
  useSessionDraft('business-data', typed, (saved) => form.reset({ ...form.getValues(), ...saved }));

  return (
    <AuthCard title={intl.formatMessage(businessMessages.title)}>
      <p className={styles.text}>{intl.formatMessage(businessMessages.intro)}</p>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) =>
          void form.handleSubmit((values) => save.mutate(businessData(values)))(event)
        }
        noValidate
      >
        {shownError && !serverField ? <FormAlert error={shownError} flow="register" /> : null}
        <TextInput
          {...form.register('inn')}
          label={intl.formatMessage(businessMessages.inn)}
          hint={intl.formatMessage(businessMessages.innHint)}
          inputMode="numeric"
          required
          error={errorOf('inn', errors.inn)}
        />
        <TextInput
          {...form.register('organizationName')}
          label={intl.formatMessage(businessMessages.organizationName)}
          autoComplete="organization"
          required
          error={errorOf('organizationName', errors.organizationName, { max: ORGANIZATION_MAX })}
        />
        <TextInput
          {...form.register('address')}
          label={intl.formatMessage(businessMessages.address)}
          autoComplete="street-address"
          error={errorOf('address', errors.address, { max: ADDRESS_MAX })}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending} fullWidth>
            {intl.formatMessage(businessMessages.submit)}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
