import { secondaryAdminInvitationSchema, type SecondaryAdminInvitationRequest } from '@fundplay/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { showSubmitError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useGenerateSecondaryAdminInvitationLink } from '../api/generate-secondary-admin-invitation-link';
import { allPrivileges } from '../lib/privileges';
import { InvitationLinkField } from './invitation-link';
import { PrivilegeCheckboxes } from './privilege-checkboxes';

const emptyInvitation: SecondaryAdminInvitationRequest = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNo: '',
  privileges: allPrivileges(false),
};

/** Invites an administrator by name, email and privileges; the result is a link to share with them. */
export function InviteAdminForm() {
  const generate = useGenerateSecondaryAdminInvitationLink();
  const [link, setLink] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(secondaryAdminInvitationSchema), defaultValues: emptyInvitation });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      const { message, data } = await generate.mutateAsync(request);
      notify.success(message);
      setLink(data.data.invitationLink);
      form.reset(emptyInvitation);
    } catch (error) {
      // "privileges": an inviter may grant only what it holds; the server names what was beyond it.
      showSubmitError(
        error,
        ['firstName', 'lastName', 'email', 'phoneNo', 'privileges'],
        form.setError,
        'Error while generating invitation link!',
      );
    }
  });

  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={onSubmit} aria-label="Invite an administrator" className="grid gap-5">
        <fieldset disabled={isSubmitting} className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="First name" error={errors.firstName?.message}>
              <Input autoComplete="off" {...form.register('firstName')} />
            </FormField>
            <FormField label="Last name" error={errors.lastName?.message}>
              <Input autoComplete="off" {...form.register('lastName')} />
            </FormField>
            <FormField label="Email" error={errors.email?.message}>
              <Input type="email" inputMode="email" autoComplete="off" {...form.register('email')} />
            </FormField>
            <FormField label="Phone (optional)" error={errors.phoneNo?.message}>
              <Input type="tel" inputMode="tel" autoComplete="off" {...form.register('phoneNo')} />
            </FormField>
          </div>
          <Controller
            control={form.control}
            name="privileges"
            render={({ field }) => (
              <PrivilegeCheckboxes
                legend="Privileges"
                value={{ ...allPrivileges(false), ...field.value }}
                onChange={field.onChange}
              />
            )}
          />
          {errors.privileges?.message ? (
            <Alert role="alert" variant="error">
              {errors.privileges.message}
            </Alert>
          ) : null}
          <Button type="submit" className="w-full sm:w-auto sm:justify-self-start">
            {isSubmitting ? <Spinner /> : <Link2 aria-hidden="true" />}
            {isSubmitting ? 'Creating link…' : 'Create invitation link'}
          </Button>
        </fieldset>
      </form>
      {link ? <InvitationLinkField link={link} /> : null}
    </div>
  );
}
