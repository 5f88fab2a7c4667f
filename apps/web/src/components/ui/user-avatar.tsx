import type { User } from '@creators-archive/contract';
import { useDataSaver, useOnScreen } from './data-saver';

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
  const dataSaver = useDataSaver();
  const { ref, onScreen } = useOnScreen<HTMLImageElement>(dataSaver);
  if (user.profilePicture) {
    const widths = dataSaver ? DATA_SAVER_AVATAR_WIDTHS : AVATAR_WIDTHS;
    if (!onScreen) {
      return (
        <img
          ref={ref}
          alt=""
          width={size}
          height={size}
          className={`shrink-0 rounded-full bg-stone-200 ${className}`}
          style={{ width: size, height: size }}
          data-waiting="true"
        />
      );
    }
    return (
      <img
        src={profilePictureUrl(user.profilePicture, size <= 32 ? 64 : size <= 64 || dataSaver ? 128 : 400)}
        srcSet={avatarSrcSet(user.profilePicture, widths)}
        sizes={`${size}px`}
        loading={dataSaver ? 'lazy' : undefined}
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

type AvatarWidth = 64 | 128 | 400;
/** The square profile picture comes in 64, 128 and 400 px; the browser picks for the size and screen. */
const AVATAR_WIDTHS: readonly AvatarWidth[] = [64, 128, 400];
/** Data saver: 128 px at most, enough for the largest avatar (96 px) on most phones. */
const DATA_SAVER_AVATAR_WIDTHS: readonly AvatarWidth[] = [64, 128];

/** The sizes share one name and differ in their ending (contract: set-profile-picture). */
function profilePictureUrl(url: string, size: AvatarWidth): string {
  return url.replace(/-400\.webp$/, () => `-${size}.webp`);
}

function avatarSrcSet(url: string, widths: readonly AvatarWidth[]): string | undefined {
  if (!/-400\.webp$/.test(url)) return undefined;
  return widths.map((size) => `${profilePictureUrl(url, size)} ${size}w`).join(', ');
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
