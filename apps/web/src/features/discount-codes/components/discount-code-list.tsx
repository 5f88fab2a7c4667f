import type { Plan } from '@creators-archive/contract';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useDeactivateDiscountCode } from '../api/deactivate-discount-code';
import { useDiscountCodes, type AdminDiscountCode } from '../api/find-discount-codes';
import { formatCodePlans, formatCodeUse, formatCodeValue } from '../terms';

/** Every discount code (admins), newest first, with 'Deactivate' on the active ones. */
export function DiscountCodeList({ plans }: { plans: readonly Plan[] }) {
  const codes = useDiscountCodes();

  return (
    <section aria-label="Discount codes" className="space-y-4">
      {codes.isPending && <Spinner label="Loading discount codes" />}
      {codes.isError && (
        <p role="alert" className="text-sm text-red-700">
          {codes.error.message}
        </p>
      )}
      {codes.isSuccess && codes.data.length === 0 && (
        <p className="text-sm text-stone-600">No discount codes yet.</p>
      )}
      {codes.isSuccess && codes.data.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-200 text-xs text-stone-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Code
                </th>
                <th scope="col" className="px-4 py-3">
                  Discount
                </th>
                <th scope="col" className="px-4 py-3">
                  Plans
                </th>
                <th scope="col" className="px-4 py-3">
                  Dates
                </th>
                <th scope="col" className="px-4 py-3">
                  Used
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {codes.data.map((code) => (
                <DiscountCodeRow key={code.id} code={code} plans={plans} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DiscountCodeRow({ code, plans }: { code: AdminDiscountCode; plans: readonly Plan[] }) {
  const deactivate = useDeactivateDiscountCode();
  const active = code.deactivatedAt === null;

  return (
    <tr>
      <th scope="row" className="px-4 py-3 font-mono font-medium text-stone-900">
        {code.code}
      </th>
      <td className="px-4 py-3 text-stone-700">{formatCodeValue(code)}</td>
      <td className="px-4 py-3 text-stone-700">{formatCodePlans(code.planIds, plans)}</td>
      <td className="px-4 py-3 text-stone-700">
        From {formatDate(code.startsAt)}
        {code.expiresAt ? ` until ${formatDate(code.expiresAt)}` : ''}
      </td>
      <td className="px-4 py-3 text-stone-700">{formatCodeUse(code)}</td>
      <td className="px-4 py-3">
        {active ? (
          <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">
            Active
          </span>
        ) : (
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
            Deactivated
          </span>
        )}
      </td>
      <td className="px-4 py-3 text-right">
        {active && (
          <ConfirmDialog
            trigger={<Button variant="secondary">Deactivate</Button>}
            title={`Deactivate ${code.code}?`}
            confirmLabel="Yes, deactivate"
            onConfirm={async () => {
              try {
                await deactivate.mutateAsync(code.id);
                notify.success(`${code.code} is deactivated`);
              } catch (error) {
                notify.error((error as Error).message);
              }
            }}
          >
            Members can no longer use this code. This cannot be undone.
          </ConfirmDialog>
        )}
      </td>
    </tr>
  );
}
