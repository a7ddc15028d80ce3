import { HomePage } from '@/features/homepage/components/home-page';
import { usePageMeta } from '@/hooks/use-page-meta';

// The loader is its own small module (home-loader.ts, wired in router.tsx), so that the data
// starts while this page's larger chunk still downloads.

export function Component() {
  usePageMeta('home');
  return <HomePage />;
}
