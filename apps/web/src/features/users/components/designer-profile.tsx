import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useDataSaver } from '../../../components/ui/data-saver';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useT } from '../../../i18n/use-t';
import { useDisciplineName } from '../../../lib/discipline-names';
import { useUser, type ProfileUser } from '../api/get-user';

type DesignerProfileProps = {
  id: string;
  /** Where the designer is, in the reader's language (the directory's country names, given by the route). */
  placeOf: (designer: ProfileUser) => string;
  /** The designer's work, composed in by the route (features do not import each other). */
  children?: (designer: ProfileUser) => ReactNode;
  /** What a visitor may do about the designer (follow them), composed in by the route. */
  actions?: (designer: ProfileUser) => ReactNode;
};

export function DesignerProfile({ id, placeOf, children, actions }: DesignerProfileProps) {
  const t = useT();
  const query = useUser(id);

  if (query.isPending) return <PageSpinner label={t('designer.loading')} />;
  if (query.isError) {
    return <ContentLayout title={t('designer.loadFailed')} description={query.error.message} />;
  }
  if (query.data === null) {
    return (
      <ContentLayout title={t('designer.notFound.title')} description={t('designer.notFound.text')}>
        <Link to="/designers" className={buttonClasses('primary')}>
          {t('designer.notFound.browse')}
        </Link>
      </ContentLayout>
    );
  }

  return (
    <Profile designer={query.data} place={placeOf(query.data)} actions={actions?.(query.data)}>
      {children?.(query.data)}
    </Profile>
  );
}

function Profile({
  designer,
  place,
  actions,
  children,
}: {
  designer: ProfileUser;
  place: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const disciplineName = useDisciplineName();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <UserAvatar user={designer} size={96} />
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-semibold tracking-tight text-stone-900">{designer.fullName}</h1>
            {designer.verified && (
              <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-800">
                {t('designer.verified')}
              </span>
            )}
          </div>
          {place && <p className="text-stone-600">{place}</p>}
          <p className="text-sm text-stone-600">
            {t('follows.followerCount', { count: designer.followerCount })}
            {' · '}
            {t('follows.followingCount', { count: designer.followingCount })}
          </p>
          {actions}
          {designer.disciplines.length > 0 && (
            <ul aria-label={t('designer.disciplines')} className="flex flex-wrap gap-2">
              {designer.disciplines.map((discipline) => (
                <li
                  key={discipline}
                  className="rounded-full bg-stone-200 px-3 py-1 text-xs font-medium text-stone-700"
                >
                  {disciplineName(discipline)}
                </li>
              ))}
            </ul>
          )}
          {designer.website && /^https?:\/\//.test(designer.website) && (
            <a
              href={designer.website}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              className="text-sm font-medium text-brand-700 underline underline-offset-4"
            >
              {designer.website.replace(/^https?:\/\//, '')}
            </a>
          )}
          {(designer.links ?? []).some((link) => /^https?:\/\//.test(link)) && (
            <ul aria-label={t('designer.links')} className="flex flex-wrap gap-x-4 gap-y-1">
              {(designer.links ?? [])
                .filter((link) => /^https?:\/\//.test(link))
                .map((link) => (
                  <li key={link}>
                    <a
                      href={link}
                      target="_blank"
                      rel="noopener noreferrer nofollow ugc"
                      className="text-sm text-brand-700 underline underline-offset-4"
                    >
                      {link.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
                    </a>
                  </li>
                ))}
            </ul>
          )}
        </div>
      </div>
      {designer.bio && (
        <p className="mt-8 max-w-2xl leading-7 whitespace-pre-line text-stone-700">{designer.bio}</p>
      )}
      <div className="mt-10">
        {children ? (
          <WorkOnDemand designerName={designer.fullName}>{children}</WorkOnDemand>
        ) : (
          <EmptyState title={t('designer.comingSoon.title')}>{t('designer.comingSoon.text')}</EmptyState>
        )}
      </div>
    </div>
  );
}

/** In data-saver mode the work's images load only once the visitor asks for them. */
function WorkOnDemand({ designerName, children }: { designerName: string; children: ReactNode }) {
  const t = useT();
  const dataSaver = useDataSaver();
  const [shown, setShown] = useState(false);
  if (!dataSaver || shown) return children;
  return (
    <EmptyState
      title={t('designer.workOnDemand.title', { name: designerName })}
      action={<Button onClick={() => setShown(true)}>{t('designer.workOnDemand.show')}</Button>}
    >
      {t('designer.workOnDemand.text')}
    </EmptyState>
  );
}
