import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';

export function FinishPage() {
  return <ReservedSection name="FinishPage" />;
}
