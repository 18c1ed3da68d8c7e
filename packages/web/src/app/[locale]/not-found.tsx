import { NotFoundView } from '@/ui/NotFoundView';

export default function NotFound() {
  return <NotFoundView />;
}
