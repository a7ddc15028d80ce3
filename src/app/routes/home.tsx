import { HomePage } from '@/features/homepage/components/home-page';

export function Component() {
  return <HomePage />;
}
