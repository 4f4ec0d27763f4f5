import type { CampaignPage } from '@fundplay/contracts';
import { Building2 } from 'lucide-react';
import { safeHref } from '../lib/story';

/** The businesses that sponsor the fundraiser, with their logos (and their websites, when they gave one). */
export function CampaignSponsors({ sponsors }: { sponsors: CampaignPage['sponsors'] }) {
  return (
    <section aria-labelledby="campaign-sponsors" className="grid gap-4 rounded-2xl border bg-card p-5 sm:p-6">
      <h2 id="campaign-sponsors" className="text-xl font-bold">
        Our sponsors
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {sponsors.map((sponsor) => {
          const href = sponsor.websiteUrl ? safeHref(sponsor.websiteUrl) : null;
          const body = (
            <>
              {sponsor.businessImage ? (
                <img src={sponsor.businessImage} alt="" className="h-14 w-full object-contain" loading="lazy" />
              ) : (
                <Building2 className="size-10 text-muted-foreground" aria-hidden="true" />
              )}
              <span className="text-center text-sm font-semibold break-words">{sponsor.businessName}</span>
            </>
          );
          const boxClass = 'flex h-full flex-col items-center justify-center gap-2 rounded-xl border bg-background p-3';
          return (
            <li key={sponsor._id}>
              {href ? (
                <a href={href} target="_blank" rel="sponsored noopener" className={`${boxClass} hover:border-trust`}>
                  {body}
                </a>
              ) : (
                <div className={boxClass}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
