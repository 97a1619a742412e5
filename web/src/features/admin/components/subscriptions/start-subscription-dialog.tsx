import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useNavigate } from '@tanstack/react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { describeError } from '../../../../lib/api/api-error';
import { useStartSubscription } from '../../api/start-subscription';
import type { CatalogueTreatment } from '../../api/get-catalogue';
import { useCustomerCards } from '../../api/get-customer-cards';
import { planOptions } from './plan-options';

interface Props {
  open: boolean;
  onClose: () => void;
  catalogue: CatalogueTreatment[] | undefined;
}

/**
 * Start Subscription (Admin), spec §5: the customer's saved cards are fetched once the email
 * contains '@'; Create is enabled only when email, card, start date and plan are all set.
 */
export function StartSubscriptionDialog({ open, onClose, catalogue }: Props) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [paymentMethod, setPaymentMethod] = useState<string>();
  const [startDate, setStartDate] = useState<Dayjs | null>(null);
  const [plan, setPlan] = useState<number>();
  const cards = useCustomerCards(email);
  const start = useStartSubscription();
  const ready = email.includes('@') && paymentMethod && startDate && plan;

  const reset = () => {
    setEmail('');
    setPaymentMethod(undefined);
    setStartDate(null);
    setPlan(undefined);
    start.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  const create = () => {
    if (!ready) return;
    start.mutate(
      { user: email.trim(), pm: paymentMethod, plan, startDate: startDate.format('YYYY-MM-DD') },
      {
        onSuccess: ({ subscriptionId }) => {
          void message.success(`Subscription #${subscriptionId} started.`);
          close();
          void navigate({ to: '/v2/admin/subscriptions/$id', params: { id: subscriptionId } });
        },
      },
    );
  };

  const cardsHint = !email.includes('@')
    ? 'Enter the customer’s email first.'
    : cards.isFetching
      ? 'Loading saved cards...'
      : cards.data && !cards.data.found
        ? 'No customer has this email.'
        : cards.data?.methods.length === 0
          ? 'This customer has no saved card.'
          : undefined;

  return (
    <Modal
      title="Start Subscription (Admin)"
      open={open}
      width={500}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button key="create" type="primary" disabled={!ready} loading={start.isPending} onClick={create}>
          Create
        </Button>,
      ]}
    >
      <Form layout="vertical" requiredMark={false} onFinish={create}>
        <Form.Item label="User email" htmlFor="start-email">
          <Input
            id="start-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setPaymentMethod(undefined);
            }}
          />
        </Form.Item>
        <Form.Item label="Payment method" htmlFor="start-card" help={cardsHint}>
          <Select
            id="start-card"
            placeholder="Choose a saved card"
            disabled={!cards.data?.methods.length}
            value={paymentMethod}
            onChange={setPaymentMethod}
            options={(cards.data?.methods ?? []).map((card) => ({
              value: card.id,
              label: `${card.brand.toUpperCase()} •••• ${card.last4}, ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}${card.holder_name ? `, ${card.holder_name}` : ''}`,
            }))}
          />
        </Form.Item>
        <Form.Item label="Start date" htmlFor="start-date">
          <DatePicker
            id="start-date"
            className="full-width"
            style={{ width: '100%' }}
            format="DD/MM/YYYY"
            value={startDate}
            onChange={setStartDate}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          />
        </Form.Item>
        <Form.Item label="Treatment plan" htmlFor="start-plan">
          <Select id="start-plan" placeholder="Choose a plan" showSearch={{ optionFilterProp: 'label' }} value={plan} onChange={setPlan} options={planOptions(catalogue)} />
        </Form.Item>
        {start.isError && <Alert type="error" showIcon title={describeError(start.error)} />}
      </Form>
    </Modal>
  );
}
