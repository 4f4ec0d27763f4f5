import { campaignLimits, fundraiserStoryField, type FundraiserDetail } from '@fundplay/contracts';
import { ExternalLink, Megaphone, Save } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { CopyField } from '@/components/copy-field';
import { DashboardSection } from '@/components/dashboard-section';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useUpdateCampaignPage } from '../api/update-campaign-page';
import { logoTypes } from './fundraiser-logo-dialog';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * The fundraiser's public page (issue #21): its readable address with Copy, and, for whoever may change goals and
 * cause, the story and the cover photo, which can change at any time (a page is worth improving while it raises).
 */
export function CampaignPageSection({ fundraiser }: { fundraiser: FundraiserDetail }) {
  const url = `${window.location.origin}${paths.campaign.href(fundraiser.slug)}`;
  const mayEdit = fundraiser.permissions.editCampaignPage;
  return (
    <DashboardSection
      icon={Megaphone}
      title="Campaign page"
      description="The page donors see: cover photo, story, progress and supporters."
      actions={
        <Button variant="outline" size="sm" asChild>
          <a href={paths.campaign.href(fundraiser.slug)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Open the page
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      }
    >
      <CopyField label="Public page link" value={url} copiedMessage="Link copied" />
      {mayEdit ? <CampaignPageForm fundraiser={fundraiser} /> : null}
    </DashboardSection>
  );
}

function CampaignPageForm({ fundraiser }: { fundraiser: FundraiserDetail }) {
  const ids = useId();
  const update = useUpdateCampaignPage();
  const [story, setStory] = useState(fundraiser.fundRaisingStory ?? '');
  const [storyError, setStoryError] = useState<string | undefined>();
  const [cover, setCover] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [coverProblem, setCoverProblem] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setCover(null);
    setPreview(null);
    setCoverProblem(null);
    if (!chosen) return;
    if (!(logoTypes as readonly string[]).includes(chosen.type)) {
      setCoverProblem('Choose a PNG, JPEG or WebP image.');
      return;
    }
    setCover(chosen);
    try {
      setPreview(await readAsDataUrl(chosen));
    } catch {
      // The server still judges the file; only the preview is missing.
    }
  };

  const onSubmit = async () => {
    const parsed = fundraiserStoryField.safeParse(story);
    setStoryError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success || coverProblem) return;
    try {
      const { message } = await update.mutateAsync({
        fundRaisingId: fundraiser._id,
        fundRaisingStory: story,
        coverImage: cover,
      });
      notify.success(message || 'Campaign page saved');
      setCover(null);
      setPreview(null);
      setFileKey((key) => key + 1);
    } catch (error) {
      notify.error(errorMessage(error, 'The campaign page could not be saved. Try again.'));
    }
  };

  const shownCover = preview ?? fundraiser.coverImage;
  return (
    <form
      noValidate
      aria-label="Campaign page"
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <fieldset disabled={update.isPending} className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-cover`}>Cover photo</Label>
          {shownCover ? (
            <img
              src={shownCover}
              alt={preview ? 'Preview of the new cover photo' : 'The cover photo'}
              className="aspect-[3/1] w-full max-w-xl rounded-xl border object-cover"
            />
          ) : null}
          <input
            key={fileKey}
            id={`${ids}-cover`}
            type="file"
            accept={logoTypes.join(',')}
            onChange={(event) => void onChoose(event)}
            aria-invalid={coverProblem ? true : undefined}
            aria-describedby={`${ids}-cover-hint${coverProblem ? ` ${ids}-cover-error` : ''}`}
            className="max-w-full text-sm file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-input file:bg-card file:px-3 file:py-2 file:font-semibold"
          />
          <p id={`${ids}-cover-hint`} className="text-sm text-muted-foreground">
            PNG, JPEG or WebP; a wide picture works best.
          </p>
          {coverProblem ? (
            <p id={`${ids}-cover-error`} role="alert" className="text-sm font-medium text-destructive">
              {coverProblem}
            </p>
          ) : null}
        </div>
        <FormField
          label="Story"
          error={storyError}
          hint={
            <span aria-live="polite">
              {story.length} / {campaignLimits.storyMax} characters. Plain paragraphs: leave a blank line between them.
            </span>
          }
        >
          <Textarea
            className="min-h-40"
            value={story}
            onChange={(event) => setStory(event.target.value)}
            placeholder="What the money is for, who it helps, and why it matters."
          />
        </FormField>
      </fieldset>
      <Button type="submit" className="justify-self-start" disabled={update.isPending}>
        {update.isPending ? <Spinner /> : <Save aria-hidden="true" />}
        Save campaign page
      </Button>
    </form>
  );
}
