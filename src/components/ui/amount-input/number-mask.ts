// imask's core and its number mask only, not the package index, which registers every mask
// type (pattern, date, range…). Loaded lazily by AmountInput.
import IMask from 'imask/esm/imask';
import 'imask/esm/masked/number';

export { IMask };
