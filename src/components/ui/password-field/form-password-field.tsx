import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PasswordField, type PasswordFieldProps } from './password-field';

interface FormPasswordFieldProps<T extends FieldValues> extends Omit<
  PasswordFieldProps,
  'defaultValue'
> {
  control: Control<T>;
  /** The form's field (a string); `name` stays the input's own name. */
  field: Path<T>;
}

/**
 * The password field as a react-hook-form field: it starts from the form's value (what was
 * typed comes back when the field shows again) and reports every change to the form, then to
 * `onChange`.
 */
export function FormPasswordField<T extends FieldValues>({
  control,
  field: fieldName,
  onChange,
  ...props
}: FormPasswordFieldProps<T>) {
  const { field } = useController({ control, name: fieldName });
  return (
    <PasswordField
      {...props}
      defaultValue={String(field.value ?? '')}
      onChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
    />
  );
}
