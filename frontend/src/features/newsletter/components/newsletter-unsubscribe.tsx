import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useUnsubscribeFromNewsletter } from '../api/unsubscribe-from-newsletter';
import { NewsletterLinkResult } from './newsletter-link-result';

/** Opens the unsubscribe link of a newsletter email: one click, nothing more to do. */
export function NewsletterUnsubscribe({ token }: { token: string }) {
  return (
    <NewsletterLinkResult
      result={useUnsubscribeFromNewsletter(token)}
      pending="Unsubscribing…"
      failure="You could not be unsubscribed."
      successHint={
        <p className="text-sm text-muted-foreground">
          Changed your mind? Subscribe again from the box at the bottom of any page; we will ask you to confirm.
        </p>
      }
      failureHint={
        <p className="text-sm text-muted-foreground">
          Still getting emails you do not want?{' '}
          <Link to={paths.support} className="font-medium text-trust underline underline-offset-4">
            Write to support
          </Link>{' '}
          and we will take you off the list.
        </p>
      }
    />
  );
}
