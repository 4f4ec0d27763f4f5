import type { z } from 'zod';

/** Why a text was refused; the server and the browser show the same words. */
export const textMessages = {
  controlCharacters: 'Text cannot contain control characters',
  unpairedSurrogate: 'Text cannot contain broken characters (unpaired surrogates)',
  bidiOverride: 'Text cannot contain characters that reverse its direction',
} as const;

export type UnsafeTextProblem = keyof typeof textMessages;

export interface TextRuleOptions {
  /** Multi-line fields (a message) may hold line breaks and tabs; single-line fields (a name) may not. */
  multiline?: boolean;
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * The one text rule: no C0/C1 control characters (NUL reaches PostgreSQL as an error), no lone UTF-16
 * surrogates (not encodable as UTF-8), no bidi embedding/override/isolate characters (they disguise what a
 * text says). Returns what is wrong, or null when the text is acceptable.
 */
export function unsafeTextProblem(value: string, options: TextRuleOptions = {}): UnsafeTextProblem | null {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index++;
        continue;
      }
      return 'unpairedSurrogate';
    }
    if (code >= 0xdc00 && code <= 0xdfff) return 'unpairedSurrogate';
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      if (options.multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
      return 'controlCharacters';
    }
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return 'bidiOverride';
  }
  return null;
}

/**
 * Adds the text rule to a string schema (for the shared field builders), so the browser refuses what the
 * server refuses, with the same message.
 */
export function safeText<S extends z.ZodString>(schema: S, options: TextRuleOptions = {}): S {
  return schema.superRefine((value, ctx) => {
    const problem = unsafeTextProblem(value, options);
    if (problem) ctx.addIssue({ code: 'custom', message: textMessages[problem] });
  });
}
