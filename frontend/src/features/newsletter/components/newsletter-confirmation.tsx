import { useConfirmNewsletterSubscription } from '../api/confirm-newsletter-subscription';
import { NewsletterLinkResult } from './newsletter-link-result';

/** Opens the emailed confirmation link: the address joins the newsletter's list. */
export function NewsletterConfirmation({ token }: { token: string }) {
  return (
    <NewsletterLinkResult
      result={useConfirmNewsletterSubscription(token)}
      pending="Confirming your subscription…"
      failure="Your subscription could not be confirmed."
      successHint={
        <p className="text-sm text-muted-foreground">
          Every newsletter email has a link to unsubscribe with one click.
        </p>
      }
      failureHint={
        <p className="text-sm text-muted-foreground">
          Enter your email in the newsletter box at the bottom of any page to get a new link.
        </p>
      }
    />
  );
}
