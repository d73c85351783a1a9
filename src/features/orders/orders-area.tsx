import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';

export function OrdersArea() {
  return <ReservedSection name="OrdersArea" />;
}
