import type { IntlShape, MessageDescriptor } from 'react-intl';

/**
 * A message whose id comes from data (a job position's name, by the position the server
 * sends), only when this language has it: a value the server added later shows nothing
 * rather than its code name (`payment.jobPosition.chef`) in a heading or a link's label.
 */
export function formatKnownMessage(intl: IntlShape, descriptor: MessageDescriptor): string | null {
  return descriptor.id !== undefined && Object.hasOwn(intl.messages, descriptor.id)
    ? intl.formatMessage(descriptor)
    : null;
}
