import { type Pickup, type PickupContact, pickupNameProblem } from '@console/domain';
import { Col, Form, Input, Row } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../forms/phone-input.tsx';

export interface ContactValues {
  fullName: string;
  phone: string;
  email?: string | null;
  companyName?: string | null;
}

/** The contact as the API takes it (registers §5): the phone's digits, empty optional fields null. */
export function contactBody(values: ContactValues): PickupContact {
  return {
    fullName: values.fullName,
    phone: values.phone.replace(/\D/g, ''),
    email: values.email || null,
    companyName: values.companyName || null,
  };
}

/** A pickup's contact as the fields show it. */
export function contactValues(pickup: Pick<Pickup, 'fullName' | 'phone' | 'email' | 'companyName'>) {
  return {
    fullName: pickup.fullName ?? '',
    phone: pickup.phone ?? '',
    email: pickup.email ?? '',
    companyName: pickup.companyName ?? '',
  } satisfies ContactValues;
}

/**
 * The pickup contact (registers §5 "Pickup contact": name 2-5 words without digits or symbols,
 * phone 8-14 digits, simple e-mail), shared by the create form and the contact-and-time dialog.
 * `aside` takes the last place of the first row (the create form's country).
 */
export function PickupContactFields(props: { aside?: ReactNode }): ReactElement {
  const { t } = useTranslation();
  const wide = props.aside === undefined;
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} md={wide ? 10 : 8}>
          <Form.Item
            name="fullName"
            label={t('admin.pages.pickups.full_name')}
            rules={[
              {
                validator: (_rule, value: string | undefined) => {
                  const problem = pickupNameProblem(value ?? '');
                  return problem
                    ? Promise.reject(new Error(t(`admin.pages.pickups.name_problem.${problem}`)))
                    : Promise.resolve();
                },
              },
            ]}
          >
            <Input autoFocus autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={wide ? 6 : 5}>
          <Form.Item
            name="phone"
            label={t('admin.pages.pickups.phone')}
            rules={[
              { required: true, pattern: /^\+?\d{8,14}$/, message: t('admin.pages.pickups.phone_rule') },
            ]}
          >
            <PhoneInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={wide ? 8 : 6}>
          <Form.Item
            name="email"
            label={t('admin.pages.pickups.email')}
            rules={[{ pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: t('admin.pages.pickups.email_rule') }]}
          >
            <Input inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        {!wide && (
          <Col xs={24} md={5}>
            {props.aside}
          </Col>
        )}
      </Row>
      <Form.Item name="companyName" label={t('admin.pages.pickups.company')}>
        <Input autoComplete="off" />
      </Form.Item>
    </>
  );
}
