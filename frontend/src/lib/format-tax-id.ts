/**
 * A US tax id (EIN) as the IRS writes it, `12-3456789`. It is stored as nine digits; anything else (a legacy
 * value) is shown as it is.
 */
export function formatTaxId(taxId: string): string {
  const digits = taxId.trim().replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : taxId.trim();
}
