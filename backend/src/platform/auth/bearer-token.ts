/** The token of an `Authorization: Bearer <token>` header, or null when the header is absent or of another kind. */
export function bearerTokenOf(authorization: string | string[] | undefined): string | null {
  return typeof authorization === 'string' && authorization.startsWith('Bearer ')
    ? authorization.slice(7).trim()
    : null;
}
