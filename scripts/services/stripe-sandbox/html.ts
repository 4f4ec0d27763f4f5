/** Text made safe to place in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A small self-contained page in the sandbox's look. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f6f8fa; color: #1a1f36; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem;
         box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
  .badge { display: inline-block; font-size: 0.75rem; background: #ffde92; color: #5c3b00; border-radius: 4px;
           padding: 0.1rem 0.4rem; margin-bottom: 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.4rem 1rem; }
  dt { color: #697386; }
  dd { margin: 0; overflow-wrap: anywhere; }
  button { width: 100%; padding: 0.75rem; border: 0; border-radius: 6px; background: #635bff; color: #fff;
           font-size: 1rem; cursor: pointer; }
  a { color: #635bff; }
</style>
</head>
<body><main><span class="badge">Stripe sandbox · test mode</span>
${body}
</main></body>
</html>
`;
}
