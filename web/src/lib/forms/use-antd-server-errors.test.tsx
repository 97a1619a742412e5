import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { useAntdServerErrors } from './use-antd-server-errors';

interface Address {
  city: string;
  postcode: string;
}

const refusal = new ApiError(400, {
  statusCode: 400,
  error: 'VALIDATION',
  message: 'Please check the highlighted fields.',
  fields: { city: ['Enter your town or city.'], postcode: ['Enter a UK postcode.'] },
});

/** A form like the account's billing dialog: no rules of its own, only the server's messages. */
function AddressForm() {
  const [form] = Form.useForm<Address>();
  const errors = useAntdServerErrors(form, ['city', 'postcode']);
  return (
    <Form form={form} initialValues={{ city: '', postcode: 'nope' }} onValuesChange={errors.clearOnChange}>
      <Form.Item name="city" label="Town or city">
        <Input />
      </Form.Item>
      <Form.Item name="postcode" label="Postcode">
        <Input />
      </Form.Item>
      <button type="button" onClick={() => errors.show(refusal, 'We could not save your details.')}>
        Save
      </button>
    </Form>
  );
}

describe("the server's field messages on an antd form", () => {
  // antd's grid asks for media queries, which jsdom does not have.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} }));
  });

  it('show under their fields and each clears as soon as its field changes', async () => {
    const user = userEvent.setup();
    render(<AddressForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your town or city.')).toBeTruthy();
    expect(screen.getByText('Enter a UK postcode.')).toBeTruthy();

    await user.type(screen.getByLabelText('Town or city'), 'Leeds');
    await expect.poll(() => screen.queryByText('Enter your town or city.')).toBeNull();
    // Only the corrected field's message goes; the other still applies.
    expect(screen.getByText('Enter a UK postcode.')).toBeTruthy();
  });
});
