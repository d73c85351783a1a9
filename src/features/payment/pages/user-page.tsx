import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';

export function UserPage() {
  return <ReservedSection name="UserPage" />;
}
