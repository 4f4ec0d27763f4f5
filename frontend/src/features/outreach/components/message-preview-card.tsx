import { Eye } from 'lucide-react';
import { messagePreview, type MessagePreviewInput } from '../lib/message-preview';

/** The message as recipients will read it, updated as the sender types their note. */
export function MessagePreviewCard(props: MessagePreviewInput) {
  const preview = messagePreview(props);
  return (
    <section aria-label="Preview" className="grid gap-2">
      <p className="flex items-center gap-1.5 text-sm font-semibold">
        <Eye className="size-4" aria-hidden="true" />
        Preview{props.recipient ? ` for ${props.recipient.name}` : null}
      </p>
      <div className="grid gap-2 rounded-xl bg-muted p-4 text-sm leading-relaxed [overflow-wrap:anywhere]">
        {preview.channel === 'sms' ? (
          <p>{preview.text}</p>
        ) : (
          <>
            <p className="font-bold">{preview.subject}</p>
            {preview.paragraphs.map((paragraph, index) => (
              <p key={index} className="whitespace-pre-wrap">
                {paragraph}
              </p>
            ))}
            <div className="grid gap-1 border-t pt-2 text-muted-foreground">
              {preview.footer.map((line, index) => (
                <p key={index}>{line}</p>
              ))}
            </div>
          </>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        Each person gets their own copy: their name, and a link code of their own, so you can see whose support your
        messages brought.
      </p>
    </section>
  );
}
