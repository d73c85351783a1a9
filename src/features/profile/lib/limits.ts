/** Spec sections 5 and 9: first and last name at most 200 characters each. */
export const NAME_MAX = 200;
