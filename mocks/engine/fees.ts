/** The mock gateway's fee: 3% of the tip, rounded to a minor unit (mocks/README.md). */
export const FEE_RATE = 0.03;
export const feeOf = (amount: number) => Math.round(amount * FEE_RATE);

/**
 * What the recipient of a tip of `amount` receives: all of it when the guest paid the fee on
 * top (`payFee`), the tip less its fee when the fee was taken from it.
 */
export const receivedOf = (amount: number, feeAmount: number, payFee: boolean) =>
  payFee ? amount : Math.max(0, amount - feeAmount);
