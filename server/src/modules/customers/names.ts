/**
 * One name model (issue 18): `name` is the full name exactly as the person typed it, shown everywhere
 * (sidebar, profile, greetings). §3's `firstName` is derived from it and never asked for, so the two
 * cannot disagree; a one-word name is its own first name.
 */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
