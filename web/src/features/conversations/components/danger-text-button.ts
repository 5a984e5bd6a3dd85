/**
 * A quiet red action (delete a link), sized where used: Button's variants set a text colour that a
 * class given to it cannot override (cn does not merge Tailwind classes).
 */
export const dangerTextButton =
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-medium text-red-400 hover:bg-surface-hover hover:text-red-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-400 disabled:opacity-60';
