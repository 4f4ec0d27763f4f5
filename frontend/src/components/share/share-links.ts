/** What a share carries: the link, a title (email subject, share sheet title) and the ready words before the link. */
export interface ShareContent {
  url: string;
  title: string;
  text: string;
}

/** The words with the link after them, as a text, a chat or an email body carries them. */
export function shareMessage({ text, url }: ShareContent): string {
  return `${text} ${url}`;
}

/**
 * Links that open a text, an email or WhatsApp with the words and the link already written. `sms:?&body=` is the
 * form both iOS and Android accept without a recipient.
 */
export function shareLinks(content: ShareContent) {
  const message = encodeURIComponent(shareMessage(content));
  return {
    sms: `sms:?&body=${message}`,
    email: `mailto:?subject=${encodeURIComponent(content.title)}&body=${encodeURIComponent(`${content.text}\n\n${content.url}`)}`,
    whatsApp: `https://wa.me/?text=${message}`,
  };
}
