import { Eye } from 'lucide-react';
import { messagePreview, type MessagePreviewInput } from '../lib/message-preview';

/** The message as recipients will read it, updated as the sender types their note. */
export function MessagePreviewCard(props: MessagePreviewInput) {
  const preview = messagePreview(props);
  return (
    <section aria-label="Preview" className="grid gap-2">
      <p className="flex items-center gap-1.5 text-sm font-semibold">
        <Eye className="size-4" aria-hidden="true" />
        Preview
      </p>
      <div className="grid gap-2 rounded-xl bg-muted p-4 text-sm leading-relaxed [overflow-wrap:anywhere]">
        {preview.subject ? <p className="font-bold">{preview.subject}</p> : null}
        {preview.paragraphs.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-wrap">
            {paragraph}
          </p>
        ))}
        {props.channel === 'email' ? (
          // The real link is personal to each recipient; here it only shows where it sits.
          <p>
            <span className="font-medium text-trust underline underline-offset-2">{preview.wayOut}</span>
          </p>
        ) : (
          <p>{preview.wayOut}</p>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        Each person’s link ends with their own code, so you can see whose support your messages brought.
      </p>
    </section>
  );
}
