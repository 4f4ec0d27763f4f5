import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The fields every signup form asks for (contracts' person fields). */
export interface PersonFieldValues {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  phoneNo: string;
  password: string;
  confirmPassword: string;
}

interface PersonFieldsProps<T extends FieldValues & PersonFieldValues> {
  form: UseFormReturn<T>;
  /** Name and email come from a private invitation and cannot be changed. */
  locked: boolean;
  /** Whether `locked` covers the name too (default) or only the email. */
  lockNames?: boolean;
  /** What the form asks between the phone number and the password (e.g. the age question). */
  afterPhone?: ReactNode;
}

/** Name, email (twice), phone and password (twice), laid out in two columns on wide screens. */
export function PersonFields<T extends FieldValues & PersonFieldValues>({
  form,
  locked,
  lockNames = locked,
  afterPhone,
}: PersonFieldsProps<T>) {
  const register = (name: keyof PersonFieldValues) => form.register(name as Path<T>);
  const errors = form.formState.errors as FieldErrors<PersonFieldValues>;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="First name" error={errors.firstName?.message}>
        <Input autoComplete="given-name" readOnly={lockNames} {...register('firstName')} />
      </FormField>
      <FormField label="Last name" error={errors.lastName?.message}>
        <Input autoComplete="family-name" readOnly={lockNames} {...register('lastName')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" readOnly={locked} {...register('email')} />
      </FormField>
      <FormField label="Confirm email" error={errors.confirmEmail?.message}>
        <Input type="email" autoComplete="email" inputMode="email" readOnly={locked} {...register('confirmEmail')} />
      </FormField>
      <FormField label="Phone number" hint="US numbers can skip the +1." error={errors.phoneNo?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phoneNo')} />
      </FormField>
      {afterPhone ?? <div className="hidden sm:block" />}
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
    </div>
  );
}
