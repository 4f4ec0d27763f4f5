/** Whether someone born in this month and year is at least 13 today (spec §1: children under 13 are not served). */
export function isAtLeastThirteen(birthMonth: number, birthYear: number, today = new Date()): boolean {
  const months = (today.getUTCFullYear() - birthYear) * 12 + (today.getUTCMonth() + 1 - birthMonth);
  // Without the day of birth, the birthday month counts as reached only from the next month on.
  return months > 13 * 12 || (months === 13 * 12 && today.getUTCDate() > 28);
}
