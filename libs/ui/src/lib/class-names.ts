/** Joins the class names that are set: `classNames('a', false && 'b', 'c')` gives 'a c'. */
export function classNames(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
