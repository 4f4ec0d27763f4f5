import { moneyMessages, type SponsorRow } from '@fundplay/contracts';
import { Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { ImageFileField } from '@/components/image-file-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useAddSponsor } from '../api/add-sponsor';
import { useUpdateSponsor } from '../api/update-sponsor';
import { showRequestError } from '../lib/request-errors';
import {
  emptySponsor,
  logoProblem,
  sponsorLogoTypes,
  sponsorResolver,
  sponsorValuesOf,
  type SponsorFormValues,
} from '../lib/sponsor-form';

interface SponsorFormDialogProps {
  fundraiserId: string;
  /** Open to add a sponsor ('add'), to edit one (the sponsor), or closed (null). */
  editing: SponsorRow | 'add' | null;
  onClose: () => void;
}

const requestFields = {
  firstName: 'firstName',
  lastName: 'lastName',
  businessName: 'businessName',
  websiteUrl: 'websiteUrl',
} as const;

/**
 * Adds or edits a business sponsor (spec §5): names, business name, website and a png/jpeg logo. Submit stays
 * disabled without a logo (when adding) or while a field is wrong.
 */
export function SponsorFormDialog({ fundraiserId, editing, onClose }: SponsorFormDialogProps) {
  const sponsor = editing === 'add' ? null : editing;
  const [submitting, setSubmitting] = useState(false);
  return (
    <Dialog open={editing !== null} onOpenChange={(next) => (next || submitting ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{sponsor ? 'Edit sponsor' : 'Add sponsor'}</DialogTitle>
          <DialogDescription>A business that sponsors the fundraiser, shown with its logo.</DialogDescription>
        </DialogHeader>
        {editing !== null ? (
          // Keyed by the sponsor: each opening starts from that sponsor's values and no chosen logo.
          <SponsorForm
            key={sponsor?._id ?? 'add'}
            fundraiserId={fundraiserId}
            sponsor={sponsor}
            onSubmittingChange={setSubmitting}
            onSaved={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SponsorForm({
  fundraiserId,
  sponsor,
  onSubmittingChange,
  onSaved,
}: {
  fundraiserId: string;
  /** The sponsor being edited, or null to add one. */
  sponsor: SponsorRow | null;
  onSubmittingChange: (submitting: boolean) => void;
  onSaved: () => void;
}) {
  const add = useAddSponsor();
  const update = useUpdateSponsor();
  const adding = sponsor === null;
  const resolver = useMemo(() => sponsorResolver(fundraiserId), [fundraiserId]);
  const form = useForm({
    resolver,
    defaultValues: sponsor ? sponsorValuesOf(sponsor) : emptySponsor,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [logo, setLogo] = useState<File | null>(null);
  const [logoTouched, setLogoTouched] = useState(false);
  const [serverLogoProblem, setServerLogoProblem] = useState<string | null>(null);

  const logoError = serverLogoProblem ?? logoProblem(logo, adding && logoTouched);
  const logoMissing = adding && !logo;
  const hasErrors = Object.keys(errors).length > 0;

  const onChooseLogo = (chosen: File | null) => {
    setLogo(chosen);
    setLogoTouched(true);
    setServerLogoProblem(null);
  };

  const onSubmit = form.handleSubmit(async (fields) => {
    if (logoProblem(logo, adding)) {
      setLogoTouched(true);
      return;
    }
    const input = {
      fundRaisingId: fundraiserId,
      firstName: fields.firstName,
      lastName: fields.lastName,
      businessName: fields.businessName ?? '',
      websiteUrl: fields.websiteUrl ?? '',
      image: logo,
    };
    onSubmittingChange(true);
    try {
      if (sponsor) {
        const { message } = await update.mutateAsync({ ...input, sponsorId: sponsor._id });
        notify.success(message || moneyMessages.sponsorUpdated);
      } else {
        const { message } = await add.mutateAsync(input);
        notify.success(message);
      }
      onSubmittingChange(false);
      onSaved();
    } catch (error) {
      onSubmittingChange(false);
      const [imageMessage] = error instanceof ApiError ? (error.fieldErrors.image ?? []) : [];
      if (imageMessage) setServerLogoProblem(imageMessage);
      showRequestError<SponsorFormValues>(
        error,
        requestFields,
        form.setError,
        sponsor ? moneyMessages.sponsorUpdateError : moneyMessages.sponsorAddError,
      );
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={sponsor ? 'Edit sponsor' : 'Add sponsor'}
      className="grid gap-5"
    >
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField label="Business name" error={errors.businessName?.message}>
          <Input autoComplete="organization" {...form.register('businessName')} />
        </FormField>
        <FormField label="Website URL" error={errors.websiteUrl?.message}>
          <Input type="url" inputMode="url" placeholder="https://example.com" {...form.register('websiteUrl')} />
        </FormField>
        <ImageFileField
          label="Business logo"
          accept={sponsorLogoTypes.join(',')}
          currentImage={
            sponsor?.businessImage
              ? { url: sponsor.businessImage, alt: `Current logo of ${sponsor.businessName}` }
              : null
          }
          hint={sponsor ? 'PNG or JPEG. Choose a file only to replace the logo.' : 'PNG or JPEG, required.'}
          error={logoError}
          onFileChange={onChooseLogo}
        />
      </fieldset>
      <DialogFormFooter
        submitLabel={sponsor ? 'Save sponsor' : 'Add sponsor'}
        submitIcon={Save}
        isSubmitting={isSubmitting}
        disabled={hasErrors || logoMissing || logoError !== null}
      />
    </form>
  );
}
