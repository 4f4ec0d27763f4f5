import { useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { endAfterWeeks, formatDate, isoDateOf, localMidnight } from '../lib/dates';
import { timeZoneOptions, type FundraiserInfoFormValues } from '../lib/fundraiser-info-form';
import { WeeksCounter } from './weeks-counter';

interface FundraiserInfoFieldsProps<TParsed> {
  form: UseFormReturn<FundraiserInfoFormValues, unknown, TParsed>;
  /** Editing: the stored bank numbers are masked, so an empty field keeps them. */
  maskedBankNumbers?: { routing: string; account: string };
  /** The wizard asks for the three agreements; editing does not. */
  withAgreements?: boolean;
  /** The wizard asks where the fundraiser takes place; it cannot be changed afterwards. */
  withTimeZone?: boolean;
}

/** The organisation, bank and schedule fields of a fundraiser (wizard step "info" and the edit dialog). */
export function FundraiserInfoFields<TParsed>({
  form,
  maskedBankNumbers,
  withAgreements = false,
  withTimeZone = false,
}: FundraiserInfoFieldsProps<TParsed>) {
  const { errors } = form.formState;
  const [startDate, weeks] = useWatch({ control: form.control, name: ['startDate', 'weeks'] });
  const [today] = useState(() => isoDateOf(Date.now()));
  const [zones] = useState(() => timeZoneOptions(form.getValues('timeZone')));
  const startMs = localMidnight(startDate);
  const agreementsError =
    errors.termsAccepted?.message ?? errors.privacyAccepted?.message ?? errors.authorizedAccepted?.message;

  return (
    <div className="grid gap-5">
      <FormField label="Fundraiser name" error={errors.fundRaisingName?.message}>
        <Input autoComplete="organization" {...form.register('fundRaisingName')} />
      </FormField>
      <FormField label="Address" error={errors.address?.message}>
        <Input autoComplete="street-address" {...form.register('address')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr_1fr]">
        <FormField label="City" error={errors.city?.message}>
          <Input autoComplete="address-level2" {...form.register('city')} />
        </FormField>
        <FormField label="State" error={errors.state?.message}>
          <Input autoComplete="address-level1" maxLength={2} placeholder="CA" {...form.register('state')} />
        </FormField>
        <FormField label="ZIP" error={errors.zip?.message}>
          <Input autoComplete="postal-code" inputMode="numeric" {...form.register('zip')} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="Tax ID" error={errors.fundRaisingTaxId?.message} hint="EIN, e.g. 12-3456789">
          <Input inputMode="numeric" autoComplete="off" {...form.register('fundRaisingTaxId')} />
        </FormField>
        <FormField
          label="Routing number"
          error={errors.fundRaisingRoutingNumber?.message}
          hint={maskedBankNumbers ? `Now ${maskedBankNumbers.routing}; leave empty to keep it` : undefined}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('fundRaisingRoutingNumber')} />
        </FormField>
        <FormField
          label="Account number"
          error={errors.fundRaisingAccountNumber?.message}
          hint={maskedBankNumbers ? `Now ${maskedBankNumbers.account}; leave empty to keep it` : undefined}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('fundRaisingAccountNumber')} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Start date"
          error={errors.startDate?.message}
          hint={Number.isFinite(startMs) ? `Ends on ${formatDate(endAfterWeeks(startMs, weeks))}` : undefined}
        >
          <Input type="date" min={today} {...form.register('startDate')} />
        </FormField>
        <Controller
          control={form.control}
          name="weeks"
          render={({ field }) => (
            <WeeksCounter value={field.value} onChange={field.onChange} error={errors.weeks?.message} />
          )}
        />
      </div>
      {withTimeZone ? (
        <FormField
          label="Time zone"
          error={errors.timeZone?.message}
          hint="Where the fundraiser takes place. Texts and emails keep quiet from 9 PM to 8 AM in this zone when a recipient's own is unknown. It cannot be changed later."
        >
          <NativeSelect {...form.register('timeZone')}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      {withAgreements ? (
        <fieldset className="grid gap-3">
          <legend className="sr-only">Agreements</legend>
          <label className="flex items-start gap-3 text-sm">
            <Checkbox
              className="mt-0.5"
              aria-invalid={agreementsError ? true : undefined}
              {...form.register('termsAccepted')}
            />
            <span>
              I agree to the{' '}
              <Link to={paths.termsAndConditions} target="_blank" className="font-semibold text-trust hover:underline">
                terms and conditions
              </Link>
            </span>
          </label>
          <label className="flex items-start gap-3 text-sm">
            <Checkbox
              className="mt-0.5"
              aria-invalid={agreementsError ? true : undefined}
              {...form.register('privacyAccepted')}
            />
            <span>
              I have read the{' '}
              <Link to={paths.privacyPolicy} target="_blank" className="font-semibold text-trust hover:underline">
                privacy policy
              </Link>
            </span>
          </label>
          <label className="flex items-start gap-3 text-sm">
            <Checkbox
              className="mt-0.5"
              aria-invalid={agreementsError ? true : undefined}
              {...form.register('authorizedAccepted')}
            />
            <span>I am an authorized administrator of this organization</span>
          </label>
          {agreementsError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {agreementsError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
