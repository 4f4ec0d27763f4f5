import type { CampaignPage } from '@fundplay/contracts';
import { HeartHandshake } from 'lucide-react';

/**
 * The top of a campaign page: the cover (or a gradient band with the logo), the fundraiser's logo, and whom the page
 * raises for in its own words: the fundraiser and its cause, a group, or a participant with their photo.
 */
export function CampaignHeader({ page }: { page: CampaignPage }) {
  const { fundraiser, group, participant } = page;
  const logo = fundraiser.fundRaisingImage;
  const title =
    page.kind === 'participant' && participant
      ? participant.displayName
      : page.kind === 'group' && group
        ? group.groupName
        : fundraiser.fundRaisingName;
  const eyebrow =
    page.kind === 'fundraiser'
      ? 'Fundraiser'
      : [fundraiser.fundRaisingName, page.kind === 'participant' ? group?.groupName : null].filter(Boolean).join(' · ');

  return (
    <header className="grid gap-4">
      <div className="relative -mx-4 overflow-hidden sm:mx-0 sm:rounded-2xl">
        {fundraiser.coverImage ? (
          <img
            src={fundraiser.coverImage}
            alt={`Cover image of ${fundraiser.fundRaisingName}`}
            className="aspect-[3/1] max-h-80 w-full object-cover sm:aspect-[4/1]"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex aspect-[3/1] max-h-64 w-full items-center justify-center bg-gradient-to-br from-trust via-trust to-primary sm:aspect-[5/1]"
          >
            {logo ? null : <HeartHandshake className="size-14 text-white/80" />}
          </div>
        )}
      </div>
      {logo || participant?.photo ? (
        <div className="-mt-12 flex items-end gap-3 px-1 sm:-mt-14 sm:px-4">
          {logo ? (
            <img
              src={logo}
              alt={`${fundraiser.fundRaisingName} logo`}
              className="size-20 shrink-0 rounded-2xl border-4 border-background bg-card object-cover shadow-soft sm:size-24"
            />
          ) : null}
          {participant?.photo ? (
            <img
              src={participant.photo}
              alt={`Photo of ${participant.displayName}`}
              className="size-20 shrink-0 rounded-full border-4 border-background bg-card object-cover shadow-soft sm:size-24"
            />
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-1 px-1 sm:px-4">
        <p className="text-sm font-semibold text-muted-foreground">{eyebrow}</p>
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight break-words sm:text-4xl">{title}</h1>
        {page.kind === 'fundraiser' ? (
          <p className="text-lg text-foreground/85">{fundraiser.fundRaisingCause}</p>
        ) : (
          <p className="text-lg text-foreground/85">
            Raising money for <strong>{fundraiser.fundRaisingName}</strong>
            {fundraiser.fundRaisingCause ? `: ${fundraiser.fundRaisingCause}` : null}
          </p>
        )}
      </div>
    </header>
  );
}
