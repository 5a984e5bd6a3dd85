/**
 * One name model (issue 18): `name` is the full name exactly as the person typed it, shown everywhere
 * (sidebar, profile, greetings). The app never asks for §3's `firstName`: it is derived from the full
 * name, a one-word name being its own first name. A client of §7 may still send its own (issue 38),
 * which is kept until the next full name without one.
 */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
