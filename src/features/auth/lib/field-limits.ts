/** Values the flows' validation messages use ("At most {max} characters"). */
export const NAME_MAX = 200;
export const ORGANIZATION_MAX = 200;
export const ADDRESS_MAX = 500;
