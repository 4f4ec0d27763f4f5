import { ImageUp } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Controller, useWatch, type FieldErrors } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { logoTypes, type DonationFormApi, type DonationFormValues } from '../lib/donation-form-values';

/** A business sponsor's name, website and logo (with a preview of the chosen file) on the donation form. */
export function BusinessFields({ form, errors }: { form: DonationFormApi; errors: FieldErrors<DonationFormValues> }) {
  const logo = useWatch({ control: form.control, name: 'logo' });
  const preview = useMemo(
    () => (logo && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(logo) : null),
    [logo],
  );
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <div className="grid gap-4 rounded-xl border p-4">
      <p className="text-sm text-muted-foreground">
        Your business is listed among the fundraiser's sponsors with its logo and website.
      </p>
      <FormField label="Business name" error={errors.businessName?.message}>
        <Input {...form.register('businessName')} autoComplete="organization" />
      </FormField>
      <FormField label="Website URL" error={errors.websiteUrl?.message}>
        <Input {...form.register('websiteUrl')} type="url" inputMode="url" placeholder="https://example.com" />
      </FormField>
      <Controller
        control={form.control}
        name="logo"
        render={({ field }) => (
          <FormField label="Logo" hint="PNG or JPEG" error={errors.logo?.message}>
            <input
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              type="file"
              accept={logoTypes.join(',')}
              onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
              className="block w-full cursor-pointer text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-2 file:font-semibold"
            />
          </FormField>
        )}
      />
      {preview ? (
        <img src={preview} alt="Your logo" className="size-20 rounded-lg border object-contain" />
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ImageUp className="size-4" aria-hidden="true" />
          No logo chosen yet
        </p>
      )}
    </div>
  );
}
