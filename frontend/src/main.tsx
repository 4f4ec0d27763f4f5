import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

// zod probes `new Function` to compile fast object parsers; the Content-Security-Policy forbids eval, so the probe
// only logs a CSP violation (Lighthouse Best Practices: "Issues were logged in the Issues panel", on /live). Parsing
// is the same either way. This is what `z.config({ jitless: true })` sets, through the global zod shares between
// its copies (zod 4 reads it with `??=`), so that importing zod here does not pull its core into the first chunk;
// it is set before any schema is built (the contracts load with the pages, after this).
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render FundPlay into.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
