const stores = {
  'app-store': { name: 'App Store' },
  'play-store': { name: 'Google Play' },
} as const;

/**
 * Download badge for the phone apps, drawn here rather than downloaded. The apps are not published
 * yet, so the badge says "coming soon" and links nowhere.
 */
export function StoreBadge({ store }: { store: keyof typeof stores }) {
  const { name } = stores[store];
  return (
    <div
      role="img"
      aria-label={`${name} app coming soon`}
      className="inline-flex h-12 items-center gap-2.5 rounded-xl border border-white/25 bg-black px-3.5 text-white"
    >
      {store === 'app-store' ? <AppStoreGlyph /> : <PlayStoreGlyph />}
      <span className="flex flex-col leading-none">
        <span className="text-[10px] tracking-wide text-white/75 uppercase">Coming soon to</span>
        <span className="mt-1 text-base font-semibold">{name}</span>
      </span>
    </div>
  );
}

function AppStoreGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="#1c7cf2" />
      <g stroke="#fff" strokeWidth="1.8" strokeLinecap="round" fill="none">
        <path d="M9.5 6.5 15.8 17" />
        <path d="M14.5 6.5 8.2 17" />
        <path d="M6.5 14.2h11" />
      </g>
    </svg>
  );
}

function PlayStoreGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
      <path d="M4 2.8 14.2 12 4 21.2c-.4-.2-.6-.6-.6-1.1V3.9c0-.5.2-.9.6-1.1z" fill="#00c2ff" />
      <path d="m14.2 12 3.1-2.8 3.4 1.9c.9.5.9 1.3 0 1.8l-3.4 1.9z" fill="#ffc700" />
      <path d="M4 2.8c.3-.2.8-.2 1.3.1l12 6.3-3.1 2.8z" fill="#00e676" />
      <path d="M4 21.2 14.2 12l3.1 2.8-12 6.3c-.5.3-1 .3-1.3.1z" fill="#ff3d57" />
    </svg>
  );
}
