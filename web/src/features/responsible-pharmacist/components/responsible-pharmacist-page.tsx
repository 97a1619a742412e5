import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Grid from 'antd/es/grid';
import Pagination from 'antd/es/pagination';
import Popconfirm from 'antd/es/popconfirm';
import Table from 'antd/es/table';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { usePharmacyStatus, type ResponsiblePharmacist } from '../../../components/admin/pharmacy-status';
import { describeError } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useResponsiblePharmacistChange } from '../api/change-responsible-pharmacist';
import { useResponsiblePharmacistRecords } from '../api/get-responsible-pharmacist-records';
import { RECORDS_PER_PAGE } from '../lib/records-search';
import styles from './responsible-pharmacist-page.module.css';

const route = getRouteApi('/v2/admin/responsible-pharmacist');

/**
 * The Responsible Pharmacist record (Medicines (Pharmacies) (Responsible Pharmacist) Regulations
 * 2008): who is in charge of the premises now, signing in and out, and every spell before.
 */
export function ResponsiblePharmacistPage() {
  const { page = 1 } = route.useSearch();
  const navigate = useNavigate({ from: '/v2/admin/responsible-pharmacist' });
  const status = usePharmacyStatus();
  const records = useResponsiblePharmacistRecords(page, RECORDS_PER_PAGE);
  // Phones get one card per spell instead of a table scrolled sideways.
  const wide = Grid.useBreakpoint().md ?? true;
  const emptyText = records.isError ? describeError(records.error) : 'No pharmacist has signed in yet.';
  const toPage = (next: number) => void navigate({ search: next > 1 ? { page: next } : {} });

  return (
    <AdminPage
      title="Responsible pharmacist"
      intro="The pharmacist in charge of the premises. Nothing can be shipped while nobody is signed in. The record below cannot be changed and is kept for at least five years."
    >
      <section className={styles.now} aria-label="In charge now">
        {status.isPending ? null : status.isError ? <Alert type="error" showIcon title={describeError(status.error)} /> : <InCharge status={status.data} />}
      </section>
      <h2 className={styles.heading}>Responsible Pharmacist record</h2>
      {wide ? (
        <Table<ResponsiblePharmacist>
          rowKey="id"
          size="middle"
          dataSource={records.data?.data}
          loading={records.isFetching}
          locale={{ emptyText }}
          columns={[
            { title: 'Pharmacist', dataIndex: 'pharmacist_name' },
            { title: 'GPhC number', dataIndex: 'gphc_number', width: 130 },
            { title: 'Premises (GPhC)', dataIndex: 'premises_gphc_number', width: 150 },
            { title: 'Time in', dataIndex: 'signed_in_at', width: 170, render: (time: string) => formatDateTime(time) },
            { title: 'Time out', dataIndex: 'signed_out_at', width: 170, render: (time: string | null) => <TimeOut time={time} /> },
          ]}
          pagination={{ current: page, pageSize: RECORDS_PER_PAGE, total: records.data?.total ?? 0, showSizeChanger: false, onChange: toPage }}
        />
      ) : (
        <>
          <ul className={styles.spells} aria-label="Responsible Pharmacist record" aria-busy={records.isFetching}>
            {records.data?.data.length === 0 && <li className={styles.spell}>{emptyText}</li>}
            {records.data?.data.map((spell) => (
              <li key={spell.id} className={styles.spell}>
                <strong>
                  {spell.pharmacist_name}, GPhC {spell.gphc_number}
                </strong>
                <span>
                  In {formatDateTime(spell.signed_in_at)} · Out <TimeOut time={spell.signed_out_at} />
                </span>
                <span className={styles.premises}>Premises {spell.premises_gphc_number}</span>
              </li>
            ))}
          </ul>
          <Pagination className={styles.pager} current={page} pageSize={RECORDS_PER_PAGE} total={records.data?.total ?? 0} showSizeChanger={false} onChange={toPage} hideOnSinglePage />
        </>
      )}
    </AdminPage>
  );
}

function TimeOut({ time }: { time: string | null }) {
  return time ? <>{formatDateTime(time)}</> : <strong className={styles.inCharge}>In charge now</strong>;
}

/** Who is in charge, and the button the signed-in pharmacist needs: sign in when nobody is, sign out when it is them. */
function InCharge({ status }: { status: NonNullable<ReturnType<typeof usePharmacyStatus>['data']> }) {
  const { message } = App.useApp();
  const signIn = useResponsiblePharmacistChange('sign-in');
  const signOut = useResponsiblePharmacistChange('sign-out');
  const current = status.responsible_pharmacist;
  const me = status.pharmacist;
  const fail = (error: unknown) => void message.error(describeError(error));

  if (current) {
    const mine = current.pharmacist_user_id === me?.user_id;
    return (
      <Alert
        type="success"
        showIcon
        title={mine ? 'You are the responsible pharmacist.' : `${current.pharmacist_name} is the responsible pharmacist.`}
        description={`${current.pharmacist_name}, GPhC ${current.gphc_number}, signed in at ${formatDateTime(current.signed_in_at)} for premises ${current.premises_gphc_number}.`}
        action={
          mine && (
            <Popconfirm
              title="Sign out as responsible pharmacist?"
              description="Nothing can be shipped until a pharmacist signs in again."
              okText="Sign out"
              cancelText="Cancel"
              placement="bottomRight"
              onConfirm={() => signOut.mutate(undefined, { onSuccess: () => void message.success('You have signed out as responsible pharmacist.'), onError: fail })}
            >
              <Button loading={signOut.isPending}>Sign out as responsible pharmacist</Button>
            </Popconfirm>
          )
        }
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      title="No responsible pharmacist is signed in."
      description={me ? 'Sign in to take charge of the premises: orders can then be shipped.' : 'Only a pharmacist can sign in as responsible pharmacist. Your account has no pharmacist profile.'}
      action={
        me && (
          <Button type="primary" loading={signIn.isPending} onClick={() => signIn.mutate(undefined, { onSuccess: () => void message.success('You are now the responsible pharmacist.'), onError: fail })}>
            Sign in as responsible pharmacist
          </Button>
        )
      }
    />
  );
}
