import { TriangleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

/**
 * In-page state of a failed load, with the page's own message (e.g. 'Error loading news'). The
 * error's details already went to the toast (src/lib/query-client.ts).
 */
export function LoadError({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden />
      <p className="font-medium">{message}</p>
    </Alert>
  );
}
