import { ErrorReason } from '@creators-archive/contract/envelope';
import { useEffect } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/query-client';
import { refreshCurrentUser } from '../../../lib/session';
import { useStudios } from '../api/find-studios';
import { MyBookings } from './my-bookings';
import { NotVerified } from './not-verified';
import { StudioCard } from './studio-card';

function isVerificationRequired(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.code !== 403) return false;
  const details = error.details as { reason?: unknown } | undefined;
  return details?.reason === ErrorReason.verificationRequired;
}

/** The partner studios, each bookable, and the member's own bookings. */
export function StudioList() {
  const t = useT();
  const studios = useStudios();
  const verificationEnded = studios.isError && isVerificationRequired(studios.error);

  // The badge was taken away since the member was read: read them again, so the menu drops TFB Studios.
  useEffect(() => {
    if (verificationEnded) void refreshCurrentUser();
  }, [verificationEnded]);

  if (verificationEnded) return <NotVerified />;
  if (studios.isPending) return <Spinner label={t('studios.list.loading')} />;
  if (studios.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {studios.error.message}
      </p>
    );
  }

  return (
    <>
      {studios.data.length === 0 ? (
        <EmptyState title={t('studios.list.none')}>{t('studios.list.noneText')}</EmptyState>
      ) : (
        studios.data.map((studio, index) => (
          <StudioCard key={studio.id} studio={studio} priority={index === 0} />
        ))
      )}
      <MyBookings />
    </>
  );
}
