import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import type { UserInfo } from '@/api/generated/model/userInfo';
import { Button } from '@/components/ui/button/button';
import { useZodForm } from '@/components/ui/form-alert/use-zod-form';
import { TextInput } from '@/components/ui/text-input/text-input';
import { useSessionDraft } from '@/lib/session-draft';
import { useSaveProfileMutation } from '../api/profile';
import { NAME_MAX } from '../lib/limits';
import { nameMessages, profileMessages } from '../messages';
import { ProfileSubpage } from './parts/profile-subpage';
import { ServerAlert } from './parts/server-alert';
import { useBackToProfile } from './parts/use-finished-change';
import styles from './parts/profile-parts.module.css';

const name = (required: string) =>
  z.string().trim().min(1, required).max(NAME_MAX, nameMessages.tooLong.id);
const nameSchema = z.object({
  firstName: name(nameMessages.firstNameRequired.id),
  lastName: name(nameMessages.lastNameRequired.id),
});
type NameValues = z.infer<typeof nameSchema>;
const FIELDS = ['firstName', 'lastName'] as const;

/** Change the first and last name (spec section 5: required, at most 200 characters each). */
export function NamePage() {
  const intl = useIntl();
  return (
    <ProfileSubpage title={intl.formatMessage(nameMessages.title)}>
      {(client) => <NameForm client={client} />}
    </ProfileSubpage>
  );
}

function NameForm({ client }: { client: UserInfo }) {
  const intl = useIntl();
  const save = useSaveProfileMutation();
  const back = useBackToProfile();
  const { form, formRef, errors, shownError, serverField, errorOf } = useZodForm({
    schema: nameSchema,
    defaultValues: { firstName: client.firstName, lastName: client.lastName },
    serverError: save.error,
    pending: save.isPending,
    fields: FIELDS,
  });
  // Names are no secret: what was typed survives a session that ends mid-edit.
  const typed = useWatch({ control: form.control });
  useSessionDraft('profile-name', typed, (saved) => form.reset({ ...form.getValues(), ...saved }));

  const submit = ({ firstName, lastName }: NameValues) => {
    if (save.isPending) return;
    // profile/update takes the whole editable info with the changes applied.
    save.mutate(
      {
        data: {
          firstName,
          lastName,
          ...(client.jobPosition ? { jobPosition: client.jobPosition } : {}),
          ...(client.gender ? { gender: client.gender } : {}),
        },
      },
      { onSuccess: () => back('name') },
    );
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      noValidate
    >
      {shownError && !serverField ? <ServerAlert error={shownError} /> : null}
      <TextInput
        {...form.register('firstName')}
        label={intl.formatMessage(profileMessages.firstName)}
        autoComplete="given-name"
        required
        error={errorOf('firstName', errors.firstName, { max: NAME_MAX })}
      />
      <TextInput
        {...form.register('lastName')}
        label={intl.formatMessage(profileMessages.lastName)}
        autoComplete="family-name"
        required
        error={errorOf('lastName', errors.lastName, { max: NAME_MAX })}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {intl.formatMessage(profileMessages.save)}
        </Button>
      </div>
    </form>
  );
}
