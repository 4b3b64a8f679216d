/** Shown in a figure tile until its figure has loaded (or when no location is selected). */
export const NO_FIGURE = '—';
