/** Social profiles linked from the footer. */
export const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/fundplay' },
  { name: 'Instagram', href: 'https://www.instagram.com/fundplay' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/fundplay' },
  { name: 'YouTube', href: 'https://www.youtube.com/@fundplay' },
] as const;

export type SocialNetwork = (typeof socialLinks)[number]['name'];

/** The year FundPlay opened to fundraisers; the home page says so while the figures are still zero. */
export const launchYear = 2026;
