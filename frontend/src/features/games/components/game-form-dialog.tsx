import { competeMessages, gameCatalog, type FundraiserGame, type GameSlug } from '@fundplay/contracts';
import { Save } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { ImageFileField } from '@/components/image-file-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { showSubmitError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useCreateGame } from '../api/create-game';
import { useUpdateGame } from '../api/update-game';
import {
  catalogueTextOf,
  emptyGameForm,
  gameFormResolver,
  gameFormValuesOf,
  gameImageAccept,
  gameImageProblem,
  type GameFields,
  type GameFormValues,
} from '../lib/game-form';
import { GameThumbnail } from './game-thumbnail';

interface GameFormDialogProps {
  fundraiserId: string;
  /** Open to add a game ('add'), to edit one (the game), or closed (null). */
  editing: FundraiserGame | 'add' | null;
  /** The catalogue games this fundraiser already has (each may be added once). */
  existingSlugs: readonly string[];
  onClose: () => void;
}

/**
 * The game create or update modal (spec §2, §5): one of FundPlay's four verifiable games, its name and description
 * (filled in from the catalogue when the game is picked) and a png/jpg/jpeg/webp picture.
 */
export function GameFormDialog({ fundraiserId, editing, existingSlugs, onClose }: GameFormDialogProps) {
  const game = editing === 'add' ? null : editing;
  const [submitting, setSubmitting] = useState(false);
  return (
    <Dialog open={editing !== null} onOpenChange={(next) => (next || submitting ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{game ? 'Edit game' : 'Add game'}</DialogTitle>
          <DialogDescription>
            Players compete in FundPlay’s own games, whose runs the server can replay and verify.
          </DialogDescription>
        </DialogHeader>
        {editing !== null ? (
          <GameForm
            key={game?._id ?? 'add'}
            fundraiserId={fundraiserId}
            game={game}
            existingSlugs={existingSlugs}
            onSubmittingChange={setSubmitting}
            onSaved={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function GameForm({
  fundraiserId,
  game,
  existingSlugs,
  onSubmittingChange,
  onSaved,
}: {
  fundraiserId: string;
  game: FundraiserGame | null;
  existingSlugs: readonly string[];
  onSubmittingChange: (submitting: boolean) => void;
  onSaved: () => void;
}) {
  const gameChoiceId = useId();
  const create = useCreateGame();
  const update = useUpdateGame();
  const adding = game === null;
  const form = useForm<GameFormValues, unknown, GameFields>({
    resolver: gameFormResolver,
    defaultValues: game ? gameFormValuesOf(game) : emptyGameForm,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const slug = useWatch({ control: form.control, name: 'slug' });
  const [image, setImage] = useState<File | null>(null);
  const [imageTouched, setImageTouched] = useState(false);
  const [serverImageProblem, setServerImageProblem] = useState<string | null>(null);
  const imageError = serverImageProblem ?? gameImageProblem(image, adding && imageTouched);

  const pick = (picked: GameSlug) => {
    // The catalogue's words fill the fields unless the administrator wrote their own.
    const catalogueTexts: string[] = gameCatalog.flatMap((entry) => [entry.name, entry.description]);
    const { gameName, gameDescription } = catalogueTextOf(picked);
    const current = form.getValues();
    if (!current.gameName.trim() || catalogueTexts.includes(current.gameName)) {
      form.setValue('gameName', gameName, { shouldValidate: form.formState.isSubmitted });
    }
    if (!current.gameDescription.trim() || catalogueTexts.includes(current.gameDescription)) {
      form.setValue('gameDescription', gameDescription, { shouldValidate: form.formState.isSubmitted });
    }
  };

  const onChooseImage = (chosen: File | null) => {
    setImage(chosen);
    setImageTouched(true);
    setServerImageProblem(null);
  };

  const onSubmit = form.handleSubmit(async (fields) => {
    const problem = gameImageProblem(image, adding);
    if (problem) {
      setImageTouched(true);
      return;
    }
    onSubmittingChange(true);
    try {
      if (game) {
        const { message } = await update.mutateAsync({
          fundRaiserId: fundraiserId,
          gameId: game._id,
          ...fields,
          image,
        });
        notify.success(message || competeMessages.gameUpdated);
      } else if (image) {
        const { message } = await create.mutateAsync({ fundRaiserId: fundraiserId, ...fields, image });
        notify.success(message || competeMessages.gameCreated);
      }
      onSubmittingChange(false);
      onSaved();
    } catch (error) {
      onSubmittingChange(false);
      const [imageMessage] = error instanceof ApiError ? (error.fieldErrors.image ?? []) : [];
      if (imageMessage) setServerImageProblem(imageMessage);
      const [linkMessage] = error instanceof ApiError ? (error.fieldErrors.gameLink ?? []) : [];
      if (linkMessage) form.setError('slug', { type: 'server', message: linkMessage });
      showSubmitError(
        error,
        ['gameName', 'gameDescription'],
        form.setError,
        game ? competeMessages.gameUpdateError : competeMessages.gameCreateError,
      );
    }
  });

  const slugField = form.register('slug', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => pick(event.target.value as GameSlug),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // A missing picture is said together with the other fields' problems.
        setImageTouched(true);
        void onSubmit(event);
      }}
      aria-label={game ? 'Edit game' : 'Add game'}
      className="grid gap-5"
    >
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <fieldset className="grid gap-2" aria-describedby={errors.slug ? `${gameChoiceId}-error` : undefined}>
          <legend className="mb-2 text-sm font-semibold">Game</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {gameCatalog.map((entry) => {
              const taken = existingSlugs.includes(entry.slug) && entry.slug !== game?.slug;
              // The game of an existing entry stays: its leaderboard belongs to it.
              const locked = game !== null && entry.slug !== slug;
              return (
                <label
                  key={entry.slug}
                  className={cn(
                    'relative grid cursor-pointer gap-1 overflow-hidden rounded-xl border bg-card p-1.5 text-sm font-semibold transition-colors',
                    'hover:bg-accent has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                    (taken || locked) && 'cursor-not-allowed opacity-50 hover:bg-card',
                  )}
                >
                  <input
                    type="radio"
                    value={entry.slug}
                    aria-label={taken ? `${entry.name} (already added)` : entry.name}
                    disabled={taken || locked}
                    className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
                    {...slugField}
                  />
                  <GameThumbnail slug={entry.slug} name={entry.name} className="aspect-video w-full rounded-lg" />
                  <span aria-hidden="true" className="px-1 pb-0.5">
                    {entry.name}
                  </span>
                  {taken ? (
                    <span aria-hidden="true" className="px-1 pb-1 text-xs font-normal">
                      Already added
                    </span>
                  ) : null}
                </label>
              );
            })}
          </div>
          {errors.slug?.message ? (
            <p id={`${gameChoiceId}-error`} role="alert" className="text-sm font-medium text-destructive">
              {errors.slug.message}
            </p>
          ) : null}
          {game ? (
            <p className="text-sm text-muted-foreground">The game itself stays: its leaderboard belongs to it.</p>
          ) : null}
        </fieldset>
        <FormField label="Game name" error={errors.gameName?.message}>
          <Input {...form.register('gameName')} />
        </FormField>
        <FormField label="Game description" error={errors.gameDescription?.message}>
          <Textarea rows={4} className="min-h-24" {...form.register('gameDescription')} />
        </FormField>
        <ImageFileField
          label="Game image"
          accept={gameImageAccept}
          currentImage={game?.image ? { url: game.image, alt: `Current picture of ${game.gameName}` } : null}
          hint={game ? 'PNG, JPG or WEBP. Choose a file only to replace the picture.' : 'PNG, JPG or WEBP, required.'}
          error={imageError}
          onFileChange={onChooseImage}
        />
      </fieldset>
      <DialogFormFooter submitLabel={game ? 'Save game' : 'Add game'} submitIcon={Save} isSubmitting={isSubmitting} />
    </form>
  );
}
