/** API paths (under /api) shared by the backend controllers and the frontend client. */
export const apiRoutes = {
  health: '/api/health',
  site: {
    newsletter: '/api/site/newsletter',
    support: '/api/site/support',
    figures: '/api/site/figures',
    contact: '/api/site/contact',
  },
  dev: {
    messages: '/api/dev/messages',
  },
} as const;
