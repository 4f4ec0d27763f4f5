import { storyParagraphs, storyPieces } from '../lib/story';

/**
 * Plain text as paragraphs (split on blank lines), with http(s) addresses as links that leave the page safely. React
 * escapes every piece; nothing but an http(s) address ever becomes a link.
 */
export function PlainParagraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {storyParagraphs(text).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {storyPieces(paragraph).map((piece, pieceIndex) =>
            'href' in piece ? (
              <a
                key={pieceIndex}
                href={piece.href}
                target="_blank"
                rel="nofollow noopener ugc"
                className="font-semibold [overflow-wrap:anywhere] text-trust underline underline-offset-2"
              >
                {piece.text}
              </a>
            ) : (
              piece.text
            ),
          )}
        </p>
      ))}
    </div>
  );
}

/** The admin's story of the fundraiser. */
export function CampaignStory({ story, fundRaisingName }: { story: string; fundRaisingName: string }) {
  return (
    <section aria-labelledby="campaign-story" className="grid gap-3 rounded-2xl border bg-card p-5 sm:p-6">
      <h2 id="campaign-story" className="text-xl font-bold">
        About {fundRaisingName}
      </h2>
      <PlainParagraphs text={story} className="grid gap-3 text-base leading-relaxed" />
    </section>
  );
}

/** The participant's "why I'm raising", in their own words. */
export function WhyRaising({ name, text }: { name: string; text: string }) {
  return (
    <section
      aria-labelledby="why-raising"
      className="grid gap-3 rounded-2xl border border-trust/25 bg-trust-soft p-5 sm:p-6"
    >
      <h2 id="why-raising" className="text-xl font-bold">
        Why I’m raising
      </h2>
      <blockquote className="border-l-4 border-trust pl-4 text-lg leading-relaxed">
        <PlainParagraphs text={text} className="grid gap-3" />
      </blockquote>
      <p className="text-sm font-semibold text-trust">— {name}</p>
    </section>
  );
}
