import { UserRound } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

/** Picture, else initials, else a generic person icon. */
export function UserAvatar({
  src,
  initials,
  className,
}: {
  src: string | null | undefined;
  initials: string;
  className?: string;
}) {
  return (
    <Avatar className={className}>
      {src && <AvatarImage src={src} alt="" />}
      <AvatarFallback className={cn('bg-primary text-primary-foreground')}>
        {initials || <UserRound className="size-1/2" aria-hidden />}
      </AvatarFallback>
    </Avatar>
  );
}
