import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';

export function TeamPage() {
  return <ReservedSection name="TeamPage" />;
}
