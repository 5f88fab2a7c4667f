import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useT } from '../../../i18n/use-t';
import type { CollectionWithItems } from '../api/get-collection';

type CollectionHeaderProps = Pick<CollectionWithItems, 'collection' | 'owner'> & { children?: ReactNode };

/** A collection's name, its owner's card, how many works it holds, and what its owner wrote of it. */
export function CollectionHeader({ collection, owner, children }: CollectionHeaderProps) {
  const t = useT();
  return (
    <header className="space-y-4">
      <h1 className="text-3xl font-semibold tracking-tight break-words text-stone-900">{collection.name}</h1>
      <p className="flex items-center gap-2 text-sm text-stone-700">
        <UserAvatar user={owner} size={28} />
        <Link to={`/designers/${owner.id}`} className="font-medium hover:underline">
          {t('collections.by', { name: owner.fullName })}
        </Link>
        {owner.verified && <VerifiedBadge />}
        <span aria-hidden="true">·</span>
        <span>{t('collections.itemCount', { count: collection.itemCount })}</span>
        {collection.visibility === 'private' && (
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
            {t('collections.privateBadge')}
          </span>
        )}
      </p>
      {collection.description && (
        <p className="max-w-3xl text-base leading-7 whitespace-pre-line text-stone-600">
          {collection.description}
        </p>
      )}
      {children}
    </header>
  );
}
