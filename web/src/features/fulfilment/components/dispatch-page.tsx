import { CarOutlined, DownloadOutlined, FileTextOutlined, MailOutlined, MedicineBoxOutlined, PoundOutlined, PrinterOutlined, TagOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import ConfigProvider from 'antd/es/config-provider';
import Grid from 'antd/es/grid';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Progress from 'antd/es/progress';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AdminPage, adminPageStyles } from '../../../components/admin/admin-page';
import { usePharmacyStatus } from '../../../components/admin/pharmacy-status';
import { describeError } from '../../../lib/api/api-error';
import { fetchFile, openFile } from '../../../lib/files';
import { formatDate } from '../../../lib/format/format-date';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useDispatchOrders } from '../api/get-dispatch-orders';
import { usePrintStatus } from '../api/get-print-status';
import { useShipItem } from '../api/ship-item';
import { useStartPrint } from '../api/start-print';
import { DOCUMENTS, GP_LETTER_UNAVAILABLE, shipRefusal, type DocumentType } from '../lib/item-actions';
import { CHECK_FILTERS, DISPATCH_PER_PAGE, validateDispatchSearch, type CheckStage, type DispatchRow } from '../lib/dispatch-search';
import { supplyText } from '../lib/supply-text';
import { CheckCell } from './check-cell';
import { CheckDialogs, type OpenCheck } from './check-dialogs';
import { DispatchCards } from './dispatch-cards';
import { useDocumentActions } from './use-document-actions';
import styles from './dispatch-page.module.css';

const route = getRouteApi('/v2/admin/dispatch');

const ICONS: Record<DocumentType, React.ReactNode> = {
  'dispensing-label': <TagOutlined />,
  'dispatch-note': <FileTextOutlined />,
  prescription: <MedicineBoxOutlined />,
  'gp-letter': <MailOutlined />,
  receipt: <PoundOutlined />,
};

const SELECTED_ROW = '#e3ece6';

const PRINTABLE = DOCUMENTS.filter(({ type }) => type !== 'gp-letter');

const ALL_WAITING = 'all';

const emptyText = (status: DispatchRow['status'], check: CheckStage | undefined) =>
  status === 'shipped' ? 'Nothing shipped yet.' : check ? `Nothing ${CHECK_FILTERS.find((filter) => filter.value === check)!.label.toLowerCase()}.` : 'Nothing waiting to ship.';

/**
 * Orders waiting to ship and shipped (spec §2 Dispatch orders), with each order's documents and
 * the day's print run; the pharmacist's two checks per order and who is in charge (ADR 0007).
 */
export function DispatchPage() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/v2/admin/dispatch' });
  const status = search.status ?? 'waiting';
  const page = search.page ?? 1;
  const perPage = search.perPage ?? DISPATCH_PER_PAGE;
  const check = status === 'waiting' ? search.check : undefined;
  const orders = useDispatchOrders({ status, check, keyword: search.keyword, page, perPage });
  const pharmacy = usePharmacyStatus();
  const responsible = pharmacy.data?.responsible_pharmacist;
  const [openCheck, setOpenCheck] = useState<OpenCheck>();
  const documents = useDocumentActions();
  const ship = useShipItem();
  const [selected, setSelected] = useState<number[]>([]);
  // Phones get one card per order instead of a table scrolled sideways past the Ship button.
  const wide = Grid.useBreakpoint().md ?? true;
  const [printTypes, setPrintTypes] = useState<DocumentType[]>(['dispensing-label', 'dispatch-note', 'prescription', 'receipt']);
  const startPrint = useStartPrint();
  const [printJob, setPrintJob] = useState<string>();
  const printStatus = usePrintStatus(printJob);

  const setSearch = (changes: { status?: DispatchRow['status']; check?: CheckStage; keyword?: string; page?: number; perPage?: number }) => {
    setSelected([]);
    void navigate({ search: (previous) => validateDispatchSearch({ ...previous, ...changes }) });
  };

  function shipRow(row: DispatchRow) {
    ship.mutate(row.item_id, {
      onSuccess: ({ trackingNumber }) => void documents.messages.success(`${row.order_id} shipped. Tracking number ${trackingNumber}; the label has been downloaded.`),
      onError: (error) => void documents.messages.error(describeError(error)),
    });
  }

  function print() {
    setPrintJob(undefined);
    startPrint.mutate(
      { item_ids: selected, types: printTypes },
      { onSuccess: ({ job_id }) => setPrintJob(job_id), onError: (error) => void documents.messages.error(describeError(error)) },
    );
  }

  async function openPrint(url: string) {
    try {
      openFile(await fetchFile(url));
    } catch (error) {
      void documents.messages.error(describeError(error));
    }
  }

  // Ship only once both checks are recorded and a responsible pharmacist is in charge; the server refuses the same way.
  const shipButton = (row: DispatchRow) => {
    const refusal = shipRefusal(row.check_stage, !!responsible);
    if (refusal) {
      return (
        <Tooltip title={refusal}>
          <Button type="primary" size="small" icon={<CarOutlined />} disabled aria-label={`Ship ${row.order_id}: ${refusal}`}>
            Ship
          </Button>
        </Tooltip>
      );
    }
    return (
      <Popconfirm
        // In the table the button sits at the right edge: open leftwards, whole and still (a popup pushed back from the edge kept moving).
        placement={wide ? 'topRight' : 'top'}
        title={`Ship ${row.order_id}?`}
        description="Creates the shipment with the carrier and emails the customer the tracking link."
        okText="Ship"
        cancelText="Cancel"
        onConfirm={() => shipRow(row)}
      >
        <Button type="primary" size="small" icon={<CarOutlined />} loading={ship.isPending && ship.variables === row.item_id}>
          Ship
        </Button>
      </Popconfirm>
    );
  };

  // Each action says what it is on the button (spec §2: Label, Dispatch Note, Prescription, GP Letter, Receipt), not only in a tooltip.
  const rowActions = (row: DispatchRow) => (
    <Space size={4} wrap className={styles.actions}>
      {row.status === 'waiting' && shipButton(row)}
      {row.tracking_number && (
        <Button size="small" aria-label={`Shipping label for ${row.order_id}`} icon={<DownloadOutlined />} onClick={() => void documents.downloadLabel(row.tracking_number!)}>
          Shipping label
        </Button>
      )}
      {DOCUMENTS.map(({ type, label }) => {
        const button = (
          <Button
            key={type}
            size="small"
            aria-label={`${label} for ${row.order_id}`}
            icon={ICONS[type]}
            disabled={type === 'gp-letter'}
            loading={documents.busy === `${type}:${row.item_id}`}
            onClick={() => void documents.openDocument(type, row.item_id)}
          >
            {label}
          </Button>
        );
        // The one disabled action keeps a tooltip: it says why.
        return type === 'gp-letter' ? (
          <Tooltip key={type} title={GP_LETTER_UNAVAILABLE}>
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </Space>
  );

  const columns: ColumnsType<DispatchRow> = [
    {
      title: 'Order ID',
      dataIndex: 'order_id',
      width: 100,
      // The order's one reference (as on its label, dispatch note and receipt), over the prescription it dispenses.
      render: (reference: string, row) => (
        <>
          <span className={styles.reference}>{reference}</span>
          <span className={styles.tracking}>{row.script_ref}</span>
        </>
      ),
    },
    {
      title: 'Customer',
      dataIndex: 'customer_name',
      render: (name: string, row) => (
        <>
          <span className={styles.customer}>{name}</span>
          {row.tracking_number && <span className={styles.tracking}>{row.tracking_number}</span>}
        </>
      ),
    },
    {
      title: 'Treatment',
      dataIndex: 'treatment',
      // Boosters packed in the same box: not dispensed, so no checks of their own.
      render: (treatment: string, row) => (
        <>
          {treatment}
          {row.add_ons.length > 0 && <span className={styles.addOns}>+ add-ons: {row.add_ons.join(', ')}</span>}
        </>
      ),
    },
    {
      title: 'Quantity',
      dataIndex: 'quantity',
      width: 96,
      // Which supply against the prescription this is (HMR 2012 reg 217), under what is supplied.
      render: (quantity: string, row) => (
        <>
          {quantity}
          {row.supply && <span className={styles.tracking}>{supplyText(row.supply)}</span>}
        </>
      ),
    },
    { title: 'Dispatch Date', dataIndex: 'dispatch_date', width: 104, render: (date: string | null) => (date ? formatDate(date) : 'Not yet') },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 128,
      render: (status: DispatchRow['status']) => (status === 'shipped' ? <Tag color="green">Shipped</Tag> : <Tag color="gold">Waiting to ship</Tag>),
    },
    { title: 'Clinical check', key: 'clinical', width: 124, render: (_, row) => <CheckCell row={row} kind="clinical" short onOpen={(kind) => setOpenCheck({ kind, itemId: row.item_id })} /> },
    { title: 'Accuracy check', key: 'accuracy', width: 124, render: (_, row) => <CheckCell row={row} kind="accuracy" short onOpen={(kind) => setOpenCheck({ kind, itemId: row.item_id })} /> },
    // The labelled documents wrap two or three to a line under Ship instead of pushing the table past the screen.
    { title: 'Actions', key: 'actions', width: 236, render: (_, row) => rowActions(row) },
  ];

  const printRun = printStatus.data;
  return (
    <AdminPage title="Dispatch orders" intro="Approved treatments waiting to ship, oldest first, and those already shipped. Print each order's documents, or the day's documents in one file.">
      {documents.messageHolder}
      {pharmacy.data &&
        (responsible ? (
          <Alert
            className={styles.pharmacist}
            type="success"
            showIcon
            title={`Responsible pharmacist: ${responsible.pharmacist_name} (GPhC ${responsible.gphc_number}), since ${formatDateTime(responsible.signed_in_at)}.`}
          />
        ) : (
          <Alert
            className={styles.pharmacist}
            type="warning"
            showIcon
            title="No responsible pharmacist is signed in: nothing can be shipped until a pharmacist signs in."
            action={<Link to="/v2/admin/responsible-pharmacist">Responsible pharmacist</Link>}
          />
        ))}
      <CheckDialogs open={openCheck} onClose={() => setOpenCheck(undefined)} />
      <Tabs
        activeKey={status}
        onChange={(key) => setSearch({ status: key as DispatchRow['status'], page: 1 })}
        items={[
          { key: 'waiting', label: 'Waiting to ship' },
          { key: 'shipped', label: 'Shipped' },
        ]}
      />
      <div className={adminPageStyles.toolbar}>
        {status === 'waiting' && (
          <Segmented
            className={styles.checkFilter}
            // On a phone the four choices stack, all in sight, rather than scroll sideways.
            vertical={!wide}
            block={!wide}
            aria-label="Filter by the pharmacist's checks"
            value={check ?? ALL_WAITING}
            onChange={(value) => setSearch({ check: value === ALL_WAITING ? undefined : (value as CheckStage), page: 1 })}
            options={[{ value: ALL_WAITING, label: 'All waiting' }, ...CHECK_FILTERS]}
          />
        )}
        <Input.Search
          className={adminPageStyles.search}
          placeholder="Search by customer, order ID..."
          defaultValue={search.keyword}
          allowClear
          enterButton
          aria-label="Search orders"
          onSearch={(value) => setSearch({ keyword: value.trim() || undefined, page: 1 })}
        />
      </div>
      <div className={styles.printBar} aria-label="The day's documents">
        <strong>{selected.length ? `${selected.length} selected` : 'Select orders to print'}</strong>
        <Checkbox.Group
          options={PRINTABLE.map(({ type, label }) => ({ value: type, label }))}
          value={printTypes}
          onChange={(values) => setPrintTypes(values as DocumentType[])}
        />
        <Button icon={<PrinterOutlined />} disabled={!selected.length || !printTypes.length} loading={startPrint.isPending} onClick={print}>
          Print the day&apos;s documents
        </Button>
        {printJob && printRun && printRun.state !== 'completed' && printRun.state !== 'failed' && (
          <Progress className={styles.progress} percent={printRun.progress} size="small" status="active" aria-label="Preparing the print file" />
        )}
        {printRun?.state === 'failed' && <span role="alert">{printRun.error}</span>}
        {printRun?.download_url && (
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => void openPrint(printRun.download_url!)}>
            Open the print file
          </Button>
        )}
      </div>
      {!wide && (
        <DispatchCards
          rows={orders.data?.data}
          loading={orders.isFetching}
          emptyText={orders.isError ? describeError(orders.error) : emptyText(status, check)}
          selected={selected}
          onSelect={setSelected}
          actions={rowActions}
          onOpenCheck={setOpenCheck}
        />
      )}
      {/* A selected order stays readable: a light tint rather than the derived dark one. */}
      <ConfigProvider theme={{ components: { Table: { rowSelectedBg: SELECTED_ROW, rowSelectedHoverBg: SELECTED_ROW } } }}>
        <Table<DispatchRow>
          // Dense, as the back office's other lists: nine columns and the actions fit a laptop.
          size="small"
          className={wide ? undefined : styles.pagerOnly}
          rowKey="item_id"
          columns={columns}
          dataSource={orders.data?.data}
          loading={orders.isFetching}
          // Scrolls sideways only on a tablet: a laptop's 1280 px fits every column, the drawer open.
          scroll={{ x: 960 }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.order_id} to print` }) }}
          locale={{ emptyText: orders.isError ? describeError(orders.error) : emptyText(status, check) }}
          pagination={{
            current: page,
            pageSize: perPage,
            total: orders.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 25, 50, 100],
            onChange: (nextPage, nextPerPage) => setSearch({ page: nextPage, perPage: nextPerPage }),
          }}
        />
      </ConfigProvider>
    </AdminPage>
  );
}
