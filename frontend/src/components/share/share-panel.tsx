import { Copy, Mail, MessageCircle, MessageSquareText, Share2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { shareLinks, type ShareContent } from './share-links';

// The QR encoder (~10 kB gzipped) loads only where a panel shows a code, once the code is about to scroll into view.
const QrCode = lazy(() => import('./qr-code').then((module) => ({ default: module.QrCode })));

export interface SharePanelProps extends ShareContent {
  /** Show a QR code of `url` (labelled with `qrLabel`) beside the buttons. */
  qr?: boolean;
  /** What a screen reader hears for the QR code; default "QR code for {url}". */
  qrLabel?: string;
  /** Names the group of buttons for assistive technology; default "Share". */
  label?: string;
  /** Shown above the buttons, e.g. a sentence asking to share. Bring your own heading if the place needs one. */
  children?: ReactNode;
  className?: string;
}

function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Share a link: the phone's share sheet where the browser has one (Web Share API), Copy link, and a text, an email
 * and WhatsApp with ready words that already carry the link; optionally a QR code of the link.
 */
export function SharePanel({
  url,
  title,
  text,
  qr = false,
  qrLabel,
  label = 'Share',
  children,
  className,
}: SharePanelProps) {
  const links = shareLinks({ url, title, text });
  // Read once: navigator.share does not come and go while the page is open.
  const [native] = useState(canShareNatively);

  const onShare = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // The donor closed the sheet: nothing to say. Anything else: the other buttons are right there.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        notify.error('Sharing did not open. Copy the link or pick one of the buttons below.');
      }
    }
  };
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Link copied');
    } catch {
      notify.error('The link could not be copied. Select it and copy it by hand.');
    }
  };

  return (
    <div role="group" aria-label={label} className={cn('grid gap-4', className)}>
      {children}
      <div className={cn('grid gap-4', qr && 'sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start')}>
        <div className="grid min-w-0 gap-3">
          <p className="truncate rounded-lg border bg-muted/40 px-3 py-2 font-mono text-sm" title={url}>
            {url}
          </p>
          <div className="grid grid-cols-2 gap-2">
            {native ? (
              <Button variant="trust" className="col-span-2" onClick={() => void onShare()}>
                <Share2 aria-hidden="true" />
                Share…
              </Button>
            ) : null}
            <Button variant={native ? 'outline' : 'trust'} onClick={() => void onCopy()}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
            <Button variant="outline" asChild>
              <a href={links.sms}>
                <MessageSquareText aria-hidden="true" />
                Text
              </a>
            </Button>
            <Button variant="outline" asChild>
              <a href={links.email}>
                <Mail aria-hidden="true" />
                Email
              </a>
            </Button>
            <Button variant="outline" asChild>
              <a href={links.whatsApp} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" />
                WhatsApp
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </div>
        </div>
        {qr ? <QrCodeWhenNear value={url} label={qrLabel ?? `QR code for ${url}`} /> : null}
      </div>
    </div>
  );
}

/** How far below the screen a QR code starts loading, so it is drawn by the time the reader scrolls to it. */
const qrLoadMargin = '300px';

/**
 * The panel's QR code, fetched and drawn only when it comes near the screen: on a donor's phone the share panel sits
 * well below the fold, and the page's first load should not wait on an encoder nobody has scrolled to yet. A
 * placeholder of the same size holds its place, so nothing moves when it arrives.
 */
function QrCodeWhenNear({ value, label }: { value: string; label: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver there is no telling where the screen is: the code loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: qrLoadMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const skeleton = <Skeleton className="size-40 justify-self-center rounded-md" />;
  if (!near) {
    return (
      <div ref={placeholder} className="justify-self-center">
        {skeleton}
      </div>
    );
  }
  return (
    <Suspense fallback={skeleton}>
      <QrCode value={value} size={160} label={label} className="justify-self-center border" />
    </Suspense>
  );
}
