import type { RequestHandler } from 'msw';

/** Every mock handler, in match order (static paths before parameterised ones). */
export const handlers: RequestHandler[] = [];
