/** 'in_progress' → 'in progress': an API code shown as words. */
export function codeWords(code: string): string {
  return code.replaceAll('_', ' ');
}

/** 'daily_opening' → 'Daily Opening': check types and statuses on the compliance screens. */
export function titleWords(code: string): string {
  return code
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** 'hot_hold' → 'HOT HOLD': how equipment types (SPEC 2.4) and form types (SPEC 2.12) are printed. */
export function typeLabel(type: string): string {
  return codeWords(type).toUpperCase();
}
