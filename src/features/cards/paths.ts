/** The cards screen; the gateway sends the browser back here with `?orderId=` of a binding. */
export const CARDS_PATH = '/cabinet/cards';
