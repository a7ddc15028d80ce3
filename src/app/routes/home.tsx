import { HomePage } from '@/features/homepage/components/home-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export function Component() {
  usePageMeta('home');
  return <HomePage />;
}
