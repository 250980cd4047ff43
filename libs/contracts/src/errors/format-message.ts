export type MessageVars = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills `{name}` placeholders from `vars`. A placeholder without a value is left as written, so a
 * missing variable shows up in review instead of silently vanishing.
 */
export function formatMessage(template: string, vars: MessageVars = {}): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : placeholder,
  );
}
