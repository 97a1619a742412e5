import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { describeError } from '../../../../lib/api/api-error';
import { useCatalogue } from '../../api/get-catalogue';

interface Props {
  mode: 'add' | 'change';
  busy: boolean;
  error: unknown;
  onSubmit: (catalogueItemId: number) => void;
  onClose: () => void;
}

/**
 * Spec §2: 'Add treatment item' / 'Change treatment item' (max width 640): 'Select item'
 * listing '[code] name', the note when adding, Cancel and Add/Change disabled until an
 * item is chosen and loading while saving.
 */
export function ItemDialog({ mode, busy, error, onSubmit, onClose }: Props) {
  const [chosen, setChosen] = useState<number>();
  const catalogue = useCatalogue();
  const options = (catalogue.data ?? []).map((treatment) => ({
    label: treatment.title,
    title: treatment.title,
    options: treatment.plans.flatMap((plan) => plan.items).map((item) => ({ value: item.id, label: `[${item.code}] ${item.name}` })),
  }));

  return (
    <Modal
      title={mode === 'add' ? 'Add treatment item' : 'Change treatment item'}
      open
      width="min(640px, calc(100vw - 32px))"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" disabled={chosen === undefined} loading={busy} onClick={() => chosen !== undefined && onSubmit(chosen)}>
          {mode === 'add' ? 'Add' : 'Change'}
        </Button>,
      ]}
    >
      <Select
        aria-label="Select item"
        placeholder="Select item"
        style={{ width: '100%' }}
        showSearch={{ optionFilterProp: 'label' }}
        loading={catalogue.isPending}
        value={chosen}
        onChange={setChosen}
        options={options}
      />
      {mode === 'add' && <p style={{ margin: '8px 0 0', color: '#5a554f' }}>*it will be added as the last in the treatment plan</p>}
      {Boolean(error) && <Alert style={{ marginTop: 8 }} type="error" showIcon title={describeError(error)} />}
    </Modal>
  );
}
