import type { CurrentUser } from '@console/domain';
import { Modal, Select, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addError, addNotice } from '../../api/error-list.ts';
import { useDebouncedValue } from '../registers/reference/use-debounced-value.ts';
import { type DivisionChoice, useChangeWorkingDivision, useDivisionChoices } from './working-division-api.ts';

const label = (division: DivisionChoice) => `${division.number} · ${division.name}`;

/** Chooses the division the user works in today; their own one is always among the choices. */
export function WorkingDivisionDialog({
  user,
  open,
  onClose,
}: {
  user: CurrentUser;
  open: boolean;
  onClose: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | undefined>(user.division?.id);
  const textSearch = useDebouncedValue(search.trim(), 250);
  const choices = useDivisionChoices(textSearch, open);
  const change = useChangeWorkingDivision(user);

  const known = new Map<string, DivisionChoice>();
  for (const division of [user.homeDivision, user.division, ...(choices.data ?? [])]) {
    if (division && !known.has(division.id)) known.set(division.id, division);
  }
  const options = [...known.values()].map((division) => ({ value: division.id, label: label(division) }));

  const submit = () => {
    if (!chosen || chosen === user.division?.id) return onClose();
    change.mutate(chosen, {
      onSuccess: () => {
        const division = known.get(chosen);
        addNotice({
          type: 'success',
          title: t('header.division_changed', { division: division ? label(division) : '' }),
        });
        onClose();
      },
      // Settings failures add an error; the working division stays as it was (registers §8).
      onError: (error) => addError(error),
    });
  };

  return (
    <Modal
      open={open}
      title={t('header.working_division')}
      okText={t('header.work_here')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={change.isPending}
      okButtonProps={{ disabled: !chosen }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('header.working_division_hint', {
          home: user.homeDivision ? label(user.homeDivision) : user.division ? label(user.division) : '—',
        })}
      </Typography.Paragraph>
      <Select
        autoFocus
        showSearch
        filterOption={false}
        style={{ width: '100%' }}
        aria-label={t('header.working_division')}
        placeholder={t('header.working_division_placeholder')}
        value={chosen}
        options={options}
        onSearch={setSearch}
        onChange={setChosen}
        loading={choices.isFetching}
        notFoundContent={choices.isFetching ? null : t('header.no_divisions')}
      />
    </Modal>
  );
}
