import { ContentLayout } from '../../../components/layouts/content-layout';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSignOut } from '../../../hooks/use-sign-out';
import { useSignedInUser } from '../../../lib/session';

export default function SettingsRoute() {
  const user = useSignedInUser();
  const signOut = useSignOut();
  const memberSince = new Date(user.createdAt).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'long',
  });

  const details = [
    { label: 'Full name', value: user.fullName },
    { label: 'Email', value: user.email },
    { label: 'Phone', value: user.phone ?? 'Not added' },
    { label: 'Member since', value: memberSince },
  ];

  return (
    <ContentLayout title="Settings" description="Your account details.">
      <section aria-labelledby="account-heading" className="rounded-2xl border border-stone-200 bg-white p-6">
        <h2 id="account-heading" className="text-base font-semibold text-stone-900">
          Account
        </h2>
        <dl className="mt-4 divide-y divide-stone-100">
          {details.map((detail) => (
            <div key={detail.label} className="grid gap-1 py-3 sm:grid-cols-3">
              <dt className="text-sm text-stone-500">{detail.label}</dt>
              <dd className="text-sm text-stone-900 sm:col-span-2">{detail.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <EmptyState title="Profile editing is coming soon">
        Changing your name, bio, place, disciplines and website from here is on its way.
      </EmptyState>
      <section className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-stone-200 bg-white p-6">
        <p className="text-sm text-stone-600">Sign out of Creators Archive on this device.</p>
        <Button variant="secondary" onClick={() => void signOut()}>
          Sign out
        </Button>
      </section>
    </ContentLayout>
  );
}
