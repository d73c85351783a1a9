import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';

export function CabinetArea() {
  return <ReservedSection name="CabinetArea" />;
}
