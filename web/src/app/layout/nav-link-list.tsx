import { Link } from '@tanstack/react-router';
import type { SessionUser } from '../../features/auth/api/get-session';
import { navLinksFor } from './nav-links';

interface NavLinkListProps {
  user: SessionUser | null;
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

export function NavLinkList({ user, className, linkClassName, onNavigate }: NavLinkListProps) {
  return (
    <ul className={className}>
      {navLinksFor(user).map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
