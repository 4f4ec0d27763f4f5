/** Whether someone born in this month and year is at least 13 today (spec §1: children under 13 are not served). */
export function isAtLeastThirteen(birthMonth: number, birthYear: number, today = new Date()): boolean {
  return hasReachedAge(13, birthMonth, birthYear, today);
}

/** Whether someone born in this month and year is under 18 today (issue #11: minors import at most 50 contacts). */
export function isMinor(birthMonth: number, birthYear: number, today = new Date()): boolean {
  return !hasReachedAge(18, birthMonth, birthYear, today);
}

function hasReachedAge(years: number, birthMonth: number, birthYear: number, today: Date): boolean {
  const months = (today.getUTCFullYear() - birthYear) * 12 + (today.getUTCMonth() + 1 - birthMonth);
  // Without the day of birth, the birthday month counts as reached only from the next month on.
  return months > years * 12 || (months === years * 12 && today.getUTCDate() > 28);
}
