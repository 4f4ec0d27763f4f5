import { Facebook, Instagram, Linkedin, Youtube, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { socialLinks, type SocialNetwork } from '@/config/site';
import { NewsletterFormOnDemand } from '@/features/newsletter/components/newsletter-form-on-demand';
import { ContactDetails } from '@/features/site/components/contact-details';
import { BrandLogo } from './brand-logo';
import { legalNavItems, mainNavItems } from './nav-items';
import { StoreBadge } from './store-badge';

const socialIcons: Record<SocialNetwork, LucideIcon> = {
  Facebook,
  Instagram,
  LinkedIn: Linkedin,
  YouTube: Youtube,
};

const footerLinkClass = 'text-white/80 transition-colors hover:text-white hover:underline underline-offset-4';

export function Footer() {
  return (
    <footer className="mt-auto bg-[#10302e] text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 pt-14 pb-10 md:grid-cols-12 md:px-6">
        <div className="flex flex-col gap-4 md:col-span-4">
          <BrandLogo onDark className="self-start text-white" />
          <p className="max-w-xs text-sm leading-relaxed text-white/80">
            Fundraisers your community enjoys: friendly group competition, simple referral links and fair games that put
            every donation to work.
          </p>
          <ul className="flex gap-2" aria-label="FundPlay on social media">
            {socialLinks.map(({ name, href }) => {
              const Icon = socialIcons[name];
              return (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`FundPlay on ${name}`}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                  >
                    <Icon className="size-5" aria-hidden="true" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 text-sm md:col-span-4">
          <div>
            <h2 className="mb-3 text-xs font-bold tracking-wider text-white/65 uppercase">Explore</h2>
            <ul className="grid gap-2.5">
              {mainNavItems.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className={footerLinkClass}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="mb-3 text-xs font-bold tracking-wider text-white/65 uppercase">Legal</h2>
            <ul className="grid gap-2.5">
              {legalNavItems.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className={footerLinkClass}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>

        <div className="flex flex-col gap-3 text-sm md:col-span-4">
          <h2 className="text-xs font-bold tracking-wider text-white/65 uppercase">Contact us</h2>
          <ContactDetails className="text-white/90" skeletonClassName="bg-white/15" />
          <h2 className="mt-4 text-xs font-bold tracking-wider text-white/65 uppercase">Get the app</h2>
          <div className="flex flex-wrap gap-2">
            <StoreBadge store="app-store" />
            <StoreBadge store="play-store" />
          </div>
        </div>

        <section
          aria-labelledby="newsletter-heading"
          className="rounded-2xl bg-card p-5 text-foreground shadow-lift md:col-span-12 md:flex md:items-center md:gap-8 md:p-6"
        >
          <div className="mb-4 md:mb-0 md:w-2/5">
            <h2 id="newsletter-heading" className="text-lg font-bold">
              Fundraising ideas, once a month
            </h2>
            <p className="text-sm text-muted-foreground">
              Tips from schools and teams, new games and product news. Unsubscribe at any time.
            </p>
          </div>
          <NewsletterFormOnDemand className="md:flex-1" />
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-5 py-5 text-xs text-white/70 md:flex-row md:justify-between md:px-6">
          <p>© {new Date().getFullYear()} FundPlay. All rights reserved.</p>
          <p>FundPlay is for people aged 13 and over.</p>
        </div>
      </div>
    </footer>
  );
}
