import { campaignLimits, type CampaignProfile } from '@fundplay/contracts';
import { Clock, ExternalLink, Save, ShieldCheck, Trash2, UserRound } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { DashboardSection } from '@/components/dashboard-section';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useUpdateCampaignProfile } from '../api/update-campaign-profile';
import {
  photoTypeMessage,
  photoTypes,
  profileRequestOf,
  profileValuesOf,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '../lib/profile-form';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * "My page": what the participant's public page shows (issue #21): their photo, why they are raising, their own
 * goal, whether photo and message show, and an under-18's photo approval.
 */
export function MyPageSettings({ profile }: { profile: CampaignProfile }) {
  const ids = useId();
  const update = useUpdateCampaignProfile(profile.fundRaisingId);
  const [values, setValues] = useState<ProfileFormValues>(() => profileValuesOf(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);

  // A saved (changed) answer is the new starting point; a refetch of the same settings keeps what is being typed.
  const [savedValues, setSavedValues] = useState(() => JSON.stringify(profileValuesOf(profile)));
  const latestValues = JSON.stringify(profileValuesOf(profile));
  if (latestValues !== savedValues) {
    setSavedValues(latestValues);
    setValues(profileValuesOf(profile));
  }

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setPhoto(null);
    setPreview(null);
    setPhotoProblem(null);
    if (!chosen) return;
    if (!(photoTypes as readonly string[]).includes(chosen.type)) {
      setPhotoProblem(photoTypeMessage);
      return;
    }
    setPhoto(chosen);
    set('removePhoto', false);
    try {
      setPreview(await readAsDataUrl(chosen));
    } catch {
      // The server still judges the file; only the preview is missing.
    }
  };

  const onRemove = () => {
    setPhoto(null);
    setPreview(null);
    setPhotoProblem(null);
    setFileKey((key) => key + 1);
    if (profile.photo) set('removePhoto', true);
  };

  const onSubmit = async () => {
    const { request, errors: found } = profileRequestOf(profile.fundRaisingId, values);
    setErrors(found ?? {});
    if (!request || photoProblem) return;
    try {
      await update.mutateAsync({ request, photo });
      setPhoto(null);
      setPreview(null);
      setFileKey((key) => key + 1);
      notify.success('Your page is saved');
    } catch (error) {
      notify.error(errorMessage(error, 'Your page could not be saved. Try again.'));
    }
  };

  const shownPhoto = preview ?? (values.removePhoto ? null : profile.photo);
  const defaultGoalDollars = String(Math.round(profile.defaultGoal / 100));

  return (
    <DashboardSection
      icon={UserRound}
      title="My page"
      description="What donors see when they open your link."
      actions={
        profile.referralCode ? (
          <Button variant="outline" size="sm" asChild>
            <a href={paths.donate.href(profile.referralCode)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              See my page
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ) : null
      }
    >
      <form
        noValidate
        aria-label="My page"
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <fieldset disabled={update.isPending} className="grid gap-5 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          <div className="grid content-start gap-3">
            <Label htmlFor={`${ids}-photo`}>Your photo</Label>
            {shownPhoto ? (
              <img
                src={shownPhoto}
                alt={preview ? 'Preview of your new photo' : 'Your photo'}
                className="aspect-square w-36 rounded-2xl border object-cover"
              />
            ) : (
              <div className="flex aspect-square w-36 items-center justify-center rounded-2xl border border-dashed text-muted-foreground">
                <UserRound className="size-10" aria-hidden="true" />
                <span className="sr-only">No photo</span>
              </div>
            )}
            <input
              key={fileKey}
              id={`${ids}-photo`}
              type="file"
              accept={photoTypes.join(',')}
              onChange={(event) => void onChoose(event)}
              aria-invalid={photoProblem ? true : undefined}
              aria-describedby={`${ids}-photo-hint${photoProblem ? ` ${ids}-photo-error` : ''}`}
              className="max-w-full text-sm file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-input file:bg-card file:px-3 file:py-2 file:font-semibold"
            />
            <p id={`${ids}-photo-hint`} className="text-sm text-muted-foreground">
              PNG, JPEG or WebP. {values.removePhoto ? 'Your photo is removed when you save.' : null}
            </p>
            {photoProblem ? (
              <p id={`${ids}-photo-error`} role="alert" className="text-sm font-medium text-destructive">
                {photoProblem}
              </p>
            ) : null}
            {shownPhoto ? (
              <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={onRemove}>
                <Trash2 aria-hidden="true" />
                {preview ? 'Remove this photo' : 'Remove photo'}
              </Button>
            ) : null}
            {profile.photo && !values.removePhoto && !preview ? <PhotoApproval profile={profile} /> : null}
          </div>
          <div className="grid content-start gap-4">
            <FormField
              label="Why I'm raising"
              error={errors.whyRaising}
              hint={
                <span aria-live="polite">
                  {values.whyRaising.length} / {campaignLimits.whyRaisingMax} characters
                </span>
              }
            >
              <Textarea
                className="min-h-28"
                value={values.whyRaising}
                onChange={(event) => set('whyRaising', event.target.value)}
                placeholder="Tell donors in your own words what the money is for and why it matters to you."
              />
            </FormField>
            <FormField
              label="My goal in dollars"
              error={errors.goalDollars}
              hint={`Leave it empty to use the default goal of $${Number(defaultGoalDollars).toLocaleString('en-US')}.`}
            >
              <Input
                inputMode="numeric"
                autoComplete="off"
                className="max-w-48"
                placeholder={defaultGoalDollars}
                value={values.goalDollars}
                onChange={(event) => set('goalDollars', event.target.value)}
              />
            </FormField>
            <div className="grid gap-3">
              <label className="flex items-center gap-3 text-sm font-medium">
                <Checkbox
                  role="switch"
                  checked={values.showPhoto}
                  onChange={(event) => set('showPhoto', event.target.checked)}
                />
                Show my photo on my page
              </label>
              <label className="flex items-center gap-3 text-sm font-medium">
                <Checkbox
                  role="switch"
                  checked={values.showMessage}
                  onChange={(event) => set('showMessage', event.target.checked)}
                />
                Show my message on my page
              </label>
            </div>
          </div>
        </fieldset>
        <Button type="submit" className="justify-self-start" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : <Save aria-hidden="true" />}
          Save my page
        </Button>
      </form>
    </DashboardSection>
  );
}

function PhotoApproval({ profile }: { profile: CampaignProfile }) {
  if (profile.photoApproval === 'pending') {
    return (
      <Alert variant="warning" className="flex items-start gap-2 text-sm">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Waiting for an organizer to approve your photo
      </Alert>
    );
  }
  if (profile.photoApproval === 'approved') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="size-4" aria-hidden="true" />
        An organizer approved your photo
      </p>
    );
  }
  return null;
}
