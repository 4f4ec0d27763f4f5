import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ContactFormValues } from '../lib/contact-form';

/** Full name, Email and Phone number of a contact (add and edit share them). */
export function ContactFields({
  register,
  errors,
}: {
  register: UseFormRegister<ContactFormValues>;
  errors: FieldErrors<ContactFormValues>;
}) {
  return (
    <>
      <FormField label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="off" {...register('fullName')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
      </FormField>
      <FormField
        label="Phone number"
        hint="An email, a phone number or both. US numbers can skip the +1."
        error={errors.phoneNumber?.message}
      >
        <Input type="tel" inputMode="tel" autoComplete="off" {...register('phoneNumber')} />
      </FormField>
    </>
  );
}
