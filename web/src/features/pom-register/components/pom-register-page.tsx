import { FileExcelOutlined, SearchOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Progress from 'antd/es/progress';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { describeError } from '../../../lib/api/api-error';
import { fetchFile, saveFile } from '../../../lib/files';
import { countOf } from '../../../lib/format/count-of';
import { formatDate } from '../../../lib/format/format-date';
import { formatPence } from '../../../lib/format/format-price';
import { useExportStatus } from '../api/get-pom-export-status';
import { usePomRegister } from '../api/get-pom-register';
import { useStartExport } from '../api/start-pom-export';
import { filtersOf, POM_PER_PAGE, validatePomSearch, type PomFilters, type PomRow } from '../lib/pom-search';
import styles from './pom-register-page.module.css';

const route = getRouteApi('/v2/admin/pom');

/** The address part before the first comma is the name; the rest is shown under it, smaller. */
function NameAndAddress({ value }: { value: string }) {
  const [name, ...address] = value.split(', ');
  return (
    <>
      {name}
      <span className={styles.secondary}>{address.join(', ')}</span>
    </>
  );
}

const columns: ColumnsType<PomRow> = [
  { title: 'RX Type', dataIndex: 'rx_type', width: 76 },
  { title: 'Script Ref Episode', dataIndex: 'script_ref', width: 92 },
  { title: 'Date Prescribed', dataIndex: 'date_prescribed', width: 100, render: formatDate },
  { title: 'Date Dispensed', dataIndex: 'date_dispensed', width: 100, render: formatDate },
  { title: 'Patient', dataIndex: 'patient', width: 170, render: (value: string) => <NameAndAddress value={value} /> },
  { title: 'Prescriber', dataIndex: 'prescriber', width: 170, render: (value: string) => <NameAndAddress value={value} /> },
  { title: 'Prescribed Item', dataIndex: 'prescribed_item', width: 230 },
  { title: 'Quantity', dataIndex: 'quantity', width: 72 },
  // The pack supplied, from the pharmacist's accuracy check; older entries have none.
  {
    title: 'Batch',
    dataIndex: 'batch_number',
    width: 104,
    render: (batch: string | null, row) =>
      batch ? (
        <>
          {batch}
          <span className={styles.secondary}>Exp {formatDate(row.batch_expiry)}</span>
        </>
      ) : (
        '-'
      ),
  },
  // Which supply against the prescription ('3 of 6'), as the workbook's Supply column; entries from before supplies were counted have none.
  { title: 'Supply', dataIndex: 'supply', width: 72, render: (supply: string | null) => supply ?? '-' },
  { title: 'Final Price', dataIndex: 'final_price_pence', width: 84, align: 'right', render: (pence: number) => formatPence(pence) },
  { title: 'Serial Number', dataIndex: 'serial_number', width: 76 },
  {
    title: 'Serial of Pare',
    dataIndex: 'serial_of_pare',
    width: 84,
    render: (value: string, row) => (value === '-' ? '-' : <Tag color="orange" title={row.correction_reason ?? undefined}>Corrects {value}</Tag>),
  },
];

/** The register of prescription-only medicines supplied (spec §2 POM register). */
export function PomRegisterPage() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/v2/admin/pom' });
  const filters = filtersOf(search);
  const page = search.page ?? 1;
  const perPage = search.per_page ?? POM_PER_PAGE;
  const register = usePomRegister(filters, page, perPage);
  const [draft, setDraft] = useState<PomFilters>(filters);
  const startExport = useStartExport();
  const [exportJob, setExportJob] = useState<string>();
  const exportStatus = useExportStatus(exportJob);
  const [downloadError, setDownloadError] = useState<string>();

  function runExport(exportFilters: PomFilters) {
    setExportJob(undefined);
    setDownloadError(undefined);
    startExport.mutate(exportFilters, { onSuccess: ({ job_id }) => setExportJob(job_id) });
  }

  // The original opened /v2/admin/pom?export=1 with the filters: the same address starts an export here.
  const exportRequested = useRef(search.export === 1);
  useEffect(() => {
    if (!exportRequested.current) return;
    exportRequested.current = false;
    runExport(filters);
    void navigate({ search: (previous) => validatePomSearch({ ...previous, export: undefined }), replace: true });
    // Once, as the page opens.
  }, []);

  function applyFilters(event: FormEvent) {
    event.preventDefault();
    const cleaned = Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, typeof value === 'string' && value.trim() ? value.trim() : undefined]));
    void navigate({ search: validatePomSearch({ ...cleaned, per_page: perPage }) });
  }

  async function download(url: string) {
    try {
      saveFile(await fetchFile(url), `pom-register-${dayjs().format('YYYY-MM-DD')}.xlsx`);
    } catch (error) {
      setDownloadError(describeError(error));
    }
  }

  const set = (key: keyof PomFilters) => (value: string | undefined) => setDraft((previous) => ({ ...previous, [key]: value }));
  const status = exportStatus.data;
  return (
    <AdminPage title="POM register" intro="Every supply of a prescription-only medicine, written as it is dispatched. Entries are never changed: a correction is a new entry naming the one it corrects.">
      <form className={styles.filters} onSubmit={applyFilters} aria-label="Filter the register">
        <label>
          Start Date
          <DatePicker format="DD/MM/YYYY" value={draft.start_date ? dayjs(draft.start_date) : null} onChange={(value) => set('start_date')(value?.format('YYYY-MM-DD'))} aria-label="Start Date" />
        </label>
        <label>
          End Date
          <DatePicker format="DD/MM/YYYY" value={draft.end_date ? dayjs(draft.end_date) : null} onChange={(value) => set('end_date')(value?.format('YYYY-MM-DD'))} aria-label="End Date" />
        </label>
        <label>
          Patient
          <Input value={draft.patient} onChange={(event) => set('patient')(event.target.value)} placeholder="Name or address" allowClear />
        </label>
        <label>
          Prescriber
          <Input value={draft.prescriber} onChange={(event) => set('prescriber')(event.target.value)} allowClear />
        </label>
        <label>
          Prescribed Drug
          <Input value={draft.item} onChange={(event) => set('item')(event.target.value)} placeholder="Name or code" allowClear />
        </label>
        <label>
          Script Ref
          <Input value={draft.id} onChange={(event) => set('id')(event.target.value)} placeholder="PRX12" allowClear />
        </label>
        <div className={styles.buttons}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            Filter
          </Button>
          <Button icon={<FileExcelOutlined />} onClick={() => runExport(filters)} loading={startExport.isPending}>
            Export to Excel
          </Button>
        </div>
      </form>

      {(startExport.isError || exportJob) && (
        <div className={styles.export} aria-live="polite">
          {startExport.isError && <Alert type="error" showIcon title={describeError(startExport.error)} />}
          {status && status.state !== 'completed' && status.state !== 'failed' && (
            <>
              <span>Preparing the workbook…</span>
              <Progress className={styles.progress} percent={status.progress} size="small" status="active" aria-label="Export progress" />
            </>
          )}
          {status?.state === 'failed' && <Alert type="error" showIcon title={status.error} />}
          {status?.download_url && (
            <>
              <span>The workbook is ready (available for an hour).</span>
              <Button type="primary" icon={<FileExcelOutlined />} onClick={() => void download(status.download_url!)}>
                Download the workbook
              </Button>
            </>
          )}
          {downloadError && <Alert type="error" showIcon title={downloadError} />}
        </div>
      )}

      <Table<PomRow>
        rowKey="serial_number"
        columns={columns}
        dataSource={register.data?.data}
        loading={register.isFetching}
        scroll={{ x: 1362 }}
        size="small"
        locale={{ emptyText: register.isError ? describeError(register.error) : 'No supplies match these filters.' }}
        pagination={{
          current: page,
          pageSize: perPage,
          total: register.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [15, 25, 50, 100],
          showTotal: (total) => countOf(total, 'entry', 'entries'),
          onChange: (nextPage, nextPerPage) => void navigate({ search: (previous) => validatePomSearch({ ...previous, page: nextPage, per_page: nextPerPage }) }),
        }}
      />
    </AdminPage>
  );
}
