import { identityRoutes } from '@fundplay/contracts';
import { useEffect, useRef } from 'react';

interface CaptchaWidgetProps {
  /** The solved payload to send as `captcha`, or null while unsolved (or when the solution expired). */
  onChange: (payload: string | null) => void;
  /** A message under the widget, e.g. when the server refused the last solution. */
  error?: string;
}

interface AltchaStateChange {
  state?: string;
  payload?: string;
}

/**
 * The self-hosted ALTCHA proof-of-work check (no third-party script): the widget fetches a challenge from our
 * API, solves it in the browser and reports the payload through its `statechange` event.
 */
export function CaptchaWidget({ onChange, error }: CaptchaWidgetProps) {
  const widgetRef = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    // The web component registers itself on import; loading it lazily keeps it out of every other page.
    void import('altcha');
    const widget = widgetRef.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateChange>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  return (
    <div className="grid gap-2">
      {/* Solving starts as the form opens, so it is usually done before the person reaches the button. */}
      <altcha-widget ref={widgetRef} challenge={identityRoutes.captchaChallenge} auto="onload" data-testid="captcha" />
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
