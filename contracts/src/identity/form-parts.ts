import { z } from 'zod';
import { validationMessages } from '../messages';
import { safeText } from '../text';

// Small parts the sign-up, login and invitation schemas share. Internal: index.ts does not re-export this file, so
// the package's contract stays the schemas built from them.

export const requiredText = (label: string, max = 50) =>
  safeText(
    z
      .string({ error: validationMessages.required(label) })
      .trim()
      .min(1, validationMessages.required(label))
      .max(max, `${label} must be at most ${max} characters`),
  );

export const mustBeTrue = z.literal(true, { error: validationMessages.allChecks });

/** ALTCHA solution payload (base64). Optional in the schema; the server decides when it is required. */
export const captchaField = z.string().max(4000).optional();
