import type { User } from '@creators-archive/contract';

type UserAvatarProps = {
  user: Pick<User, 'id' | 'fullName' | 'profilePicture'>;
  size?: number;
  className?: string;
};

/**
 * The member's picture, or their initials on a colour derived from their id so the same member
 * always gets the same colour. Decorative: whatever contains it carries the member's name.
 */
export function UserAvatar({ user, size = 32, className = '' }: UserAvatarProps) {
  if (user.profilePicture) {
    return (
      <img
        src={profilePictureUrl(user.profilePicture, size <= 32 ? 64 : size <= 64 ? 128 : 400)}
        srcSet={avatarSrcSet(user.profilePicture)}
        sizes={`${size}px`}
        alt=""
        width={size}
        height={size}
        className={`shrink-0 rounded-full object-cover ${className}`}
        style={{ width: size, height: size }}
      />
    );
  }

  return (
    <svg
      aria-hidden="true"
      data-testid="initials-avatar"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      className={`shrink-0 rounded-full ${className}`}
    >
      <rect width="40" height="40" fill={avatarColorFor(user.id)} />
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize="16"
        fontWeight="600"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        {initialsOf(user.fullName)}
      </text>
    </svg>
  );
}

/** The sizes share one name and differ in their ending (contract: set-profile-picture). */
function profilePictureUrl(url: string, size: 64 | 128 | 400): string {
  return url.replace(/-400\.webp$/, () => `-${size}.webp`);
}

/** The square profile picture comes in 64, 128 and 400 px; the browser picks for the size and screen. */
function avatarSrcSet(url: string): string | undefined {
  if (!/-400\.webp$/.test(url)) return undefined;
  return ([64, 128, 400] as const).map((size) => `${profilePictureUrl(url, size)} ${size}w`).join(', ');
}

/** First letters of the first and last names: 'Ama Kofi Mensah' → 'AM'. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** A stable hue from the id; saturation and lightness fixed so white text stays readable. */
export function avatarColorFor(id: string): string {
  let hash = 0;
  for (const character of id) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 45% 38%)`;
}
