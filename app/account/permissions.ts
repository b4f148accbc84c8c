/** Permission check (spec 01 §5): every required code must be present in the user's list. */
export function hasPermissions(held: readonly string[], ...required: string[]): boolean {
  return required.every((code) => held.includes(code));
}
