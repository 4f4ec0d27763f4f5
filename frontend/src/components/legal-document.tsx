import type { ReactNode } from 'react';
import { PageHero } from './page-hero';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** ISO date the document took effect. */
  effectiveDate: string;
  /** The same date as printed on the document. */
  effectiveDateLabel: string;
  introduction: ReactNode;
  sections: LegalSection[];
}

/** A legal page: heading, effective date, a table of contents and numbered sections. */
export function LegalDocument({
  title,
  effectiveDate,
  effectiveDateLabel,
  introduction,
  sections,
}: LegalDocumentProps) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={title}
        description={
          <p>
            Effective date: <time dateTime={effectiveDate}>{effectiveDateLabel}</time>
          </p>
        }
      />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-5 py-12 md:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-3 text-xs font-bold tracking-wider text-muted-foreground uppercase">Contents</h2>
          <ol className="grid gap-1.5 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="prose-page">
          {introduction}
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
