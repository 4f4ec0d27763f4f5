import type { OutreachChannel } from '@fundplay/contracts';

const HIDDEN = '•••';
/** Always seven, so the mask does not tell how long the number is. */
const HIDDEN_DIGITS = '•••••••';

/**
 * An address as the unsubscribe page shows it: enough for its owner to recognise (j•••@example.com, •••••••0123),
 * too little for someone who found the link to learn it.
 */
export function maskedAddress(channel: OutreachChannel, address: string): string {
  if (channel === 'sms') return `${HIDDEN_DIGITS}${address.replace(/\D/g, '').slice(-4)}`;
  const at = address.lastIndexOf('@');
  if (at < 1) return HIDDEN;
  return `${address.slice(0, 1)}${HIDDEN}${address.slice(at)}`;
}
