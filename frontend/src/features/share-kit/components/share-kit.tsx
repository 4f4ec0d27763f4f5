import { campaignMessages, type CampaignProfile } from '@fundplay/contracts';
import { Copy, ExternalLink, Mail, MessageSquareText, Printer, Share2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DashboardSection } from '@/components/dashboard-section';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useCampaignProfile } from '../api/get-campaign-profile';
import { referralUrl } from '../lib/referral-url';
import { mailtoHref, shareWords, smsHref } from '../lib/share-words';
import { MyPageSettings } from './my-page-settings';

// The QR encoder loads with the kit, not with the rest of the dashboard.
const QrCode = lazy(() => import('@/components/share/qr-code').then((module) => ({ default: module.QrCode })));

export interface ShareKitProps {
  fundraiserId: string;
  fundraiserName: string;
  /** The referral code the page already knows, if any. */
  knownCode?: string | null;
  /** Called once the kit has a code the page did not know (it was made on this first view). */
  onCodeReady?: () => void;
}

async function copy(text: string, copied: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(copied);
  } catch {
    notify.error('It could not be copied. Select the words and copy them by hand.');
  }
}

/**
 * The student's share kit (issue #21), at the top of their fundraiser page: the referral link in full with Share,
 * Copy, a QR code, ready words for a text, an email and a post, a printable flyer; then their page's settings.
 */
export function ShareKit({ fundraiserId, fundraiserName, knownCode, onCodeReady }: ShareKitProps) {
  const profile = useCampaignProfile(fundraiserId);
  const code = profile.data?.referralCode ?? null;
  // Announce a code the dashboard did not know once: if the dashboard still names another code after its refetch,
  // asking again would refetch it for ever (the page never settles).
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!code || knownCode === undefined || code === knownCode || announced.current === code) return;
    announced.current = code;
    onCodeReady?.();
  }, [code, knownCode, onCodeReady]);
  return (
    <>
      <DashboardSection
        icon={Share2}
        title="Share your page"
        description="Every gift through your link is credited to you."
      >
        {profile.isPending ? (
          <Skeleton className="h-40 w-full rounded-xl" />
        ) : profile.isError ? (
          <Alert role="alert" variant="error">
            {errorMessage(profile.error, 'Your link could not be loaded. Reload the page to try again.')}
          </Alert>
        ) : profile.data.referralCode ? (
          <LinkKit profile={profile.data} code={profile.data.referralCode} fundraiserName={fundraiserName} />
        ) : (
          <Alert variant="warning">{campaignMessages.noGroupForLink}</Alert>
        )}
      </DashboardSection>
      {profile.data ? <MyPageSettings profile={profile.data} /> : null}
    </>
  );
}

function LinkKit({
  profile,
  code,
  fundraiserName,
}: {
  profile: CampaignProfile;
  code: string;
  fundraiserName: string;
}) {
  const url = referralUrl(code);
  const [native] = useState(() => typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  const words = shareWords({
    url,
    fundraiserName,
    firstName: profile.displayName.split(' ')[0] ?? profile.displayName,
    goal: profile.personalGoal ?? profile.defaultGoal,
  });

  const onShare = async () => {
    try {
      await navigator.share({ title: words.emailSubject, text: words.text.replace(` ${url}`, ''), url });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        notify.error('Sharing did not open. Copy the link or use the ready words below.');
      }
    }
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <div className="grid min-w-0 gap-3">
          <p className="text-sm font-semibold" id="share-kit-link-label">
            Your link
          </p>
          <p
            aria-labelledby="share-kit-link-label"
            data-testid="referral-link"
            className="rounded-lg border bg-muted/40 px-3 py-2 font-mono text-sm break-all"
          >
            {url}
          </p>
          <div className="flex flex-wrap gap-2">
            {native ? (
              <Button variant="trust" onClick={() => void onShare()}>
                <Share2 aria-hidden="true" />
                Share…
              </Button>
            ) : null}
            <Button variant={native ? 'outline' : 'trust'} onClick={() => void copy(url, 'Link copied')}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
            <Button variant="outline" asChild>
              <Link to={paths.flyer.href(profile.fundRaisingId)}>
                <Printer aria-hidden="true" />
                Print a flyer
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <a href={paths.donate.href(code)} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                See my page
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </div>
        </div>
        <Suspense fallback={<Skeleton className="size-40 justify-self-center rounded-md" />}>
          <QrCode
            value={url}
            size={160}
            label={`QR code for your link, ${url}`}
            className="justify-self-center border"
          />
        </Suspense>
      </div>
      <div className="grid gap-3">
        <h3 className="text-base font-bold">Ready words</h3>
        <div className="grid gap-3 lg:grid-cols-3 [&>*]:min-w-0">
          <ReadyWords
            title="Text message"
            words={words.text}
            action={
              <Button variant="outline" size="sm" asChild>
                <a href={smsHref(words.text)}>
                  <MessageSquareText aria-hidden="true" />
                  Open in Messages
                </a>
              </Button>
            }
          />
          <ReadyWords
            title="Email"
            words={`Subject: ${words.emailSubject}\n\n${words.emailBody}`}
            copyText={words.emailBody}
            action={
              <Button variant="outline" size="sm" asChild>
                <a href={mailtoHref(words.emailSubject, words.emailBody)}>
                  <Mail aria-hidden="true" />
                  Open in email
                </a>
              </Button>
            }
          />
          <ReadyWords title="Social post" words={words.post} />
        </div>
      </div>
    </div>
  );
}

function ReadyWords({
  title,
  words,
  copyText = words,
  action,
}: {
  title: string;
  words: string;
  copyText?: string;
  action?: ReactNode;
}) {
  return (
    <div role="group" aria-label={title} className="grid min-w-0 content-between gap-3 rounded-xl border p-4">
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{title}</p>
        <p className="text-sm whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">{words}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Copy ${title.toLowerCase()}`}
          onClick={() => void copy(copyText, `${title} copied`)}
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
        {action}
      </div>
    </div>
  );
}
