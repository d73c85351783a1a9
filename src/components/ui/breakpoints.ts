/** The spec's breakpoints (px); mirrored as --bp-* custom properties in tokens.css. */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export type Breakpoint = keyof typeof breakpoints;
