import {
  type Branch,
  CONDITION_PROPERTIES,
  CONDITION_TYPES,
  type ConditionProperty,
  type ConditionType,
  conditionTreeSchema,
  resourcePermissions,
} from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Result, Select, Spin, Typography } from 'antd';
import { dequal } from 'dequal/lite';
import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { apiClient } from '../../api/client.ts';
import { addError } from '../../api/error-list.ts';
import { pathTo } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { useSyncTabWithRoute } from '../workspace-tabs/index.ts';
import { useCondition, useSaveCondition } from './condition-api.ts';
import { ConditionTreeEditor, emptyTree } from './condition-tree-editor.tsx';
import { ck, readableCondition } from './condition-words.ts';
import './conditions.css';

export const NEW_ID = 'new';

/** The property list of the conditions-checks call (the domain's list until it answers). */
function useConditionProperties(type: ConditionType | undefined): readonly ConditionProperty[] {
  const answer = useQuery({
    queryKey: ['conditions-checks', type ?? 'Shipment'],
    queryFn: async () =>
      (
        await apiClient.get<{ properties: ConditionProperty[] }>('conditions-checks', {
          params: { conditionType: type ?? 'Shipment' },
        })
      ).data.properties,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return answer.data ?? CONDITION_PROPERTIES;
}

/**
 * A condition's editor (route condition_edit, registers §2.1–§2.2): modes create (`new`), edit and
 * duplicate (`new?duplicate={id}`: the copy's tree, empty name and type). Name and type are set at
 * creation only; the tree is built visually and read back as one sentence.
 */
export function ConditionEditPage(): ReactElement {
  const { t } = useTranslation();
  const params = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const id = params.id ?? NEW_ID;
  const creating = id === NEW_ID;
  const duplicateOf = creating ? (query.get('duplicate') ?? undefined) : undefined;
  const stored = useCondition(creating ? duplicateOf : id);
  const { data: user } = useCurrentUser();
  const rights = user
    ? resourcePermissions(user, 'conditions')
    : { create: false, edit: false, remove: false };
  const save = useSaveCondition();

  const [name, setName] = useState('');
  const [type, setType] = useState<ConditionType | undefined>(undefined);
  const [tree, setTree] = useState<Branch>(emptyTree);
  const [loadedFrom, setLoadedFrom] = useState<string | null>(null);
  const properties = useConditionProperties(type ?? stored.data?.type);

  useEffect(() => {
    const record = stored.data;
    if (!record || loadedFrom === `${id}:${record.id}:${record.lockVersion}`) return;
    setLoadedFrom(`${id}:${record.id}:${record.lockVersion}`);
    setTree(record.tree);
    // A duplicate keeps the tree only: a new id, empty name and type (registers §2.1).
    setName(creating ? '' : record.name);
    setType(creating ? undefined : record.type);
  }, [stored.data, loadedFrom, id, creating]);

  const label = useMemo(
    () => (!creating && stored.data ? { kind: 'text' as const, value: stored.data.name } : undefined),
    [creating, stored.data],
  );
  useSyncTabWithRoute('condition_edit', params, label);

  const treeCheck = conditionTreeSchema.safeParse(tree);
  const allowed = creating ? rights.create : rights.edit && !stored.data?.deletedAt;
  const nameValid = name.trim().length >= 1 && name.trim().length <= 100;
  // Compared by value: the same tree with its keys in another order is no change.
  const changed = creating || !dequal(tree, stored.data?.tree);
  const canSave = allowed && treeCheck.success && changed && (!creating || (nameValid && type !== undefined));

  const submit = async () => {
    if (!canSave) return;
    try {
      const saved = await save.mutateAsync(
        creating
          ? { id: null, body: { name: name.trim(), type: type!, tree } }
          : { id, body: { tree, lockVersion: stored.data!.lockVersion } },
      );
      void message.success(t(ck('saved')));
      if (creating) void navigate(pathTo('condition_edit', { id: saved.id }), { replace: true });
    } catch (error) {
      addError(error);
    }
  };

  if (!creating && stored.isError) return <Result status="404" title={t(ck('not_found'))} />;
  if (!creating && !stored.data) return <Spin />;

  return (
    <Flex
      vertical
      gap={16}
      className="condition-editor"
      onKeyDown={(event) => {
        // Ctrl+Enter saves (registers §9 hotkeys).
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
      }}
    >
      <PageHeader
        title={creating ? t(ck('new_condition')) : stored.data?.name}
        subtitle={duplicateOf && stored.data ? t(ck('duplicate_of'), { name: stored.data.name }) : undefined}
        extra={
          <Flex gap={8} wrap="wrap">
            <Button onClick={() => void navigate(pathTo('conditions'))}>{t(ck('back'))}</Button>
            <Button type="primary" disabled={!canSave} loading={save.isPending} onClick={() => void submit()}>
              {t(ck('save'))}
            </Button>
          </Flex>
        }
      />
      <Card size="small">
        <Form layout="vertical" className="condition-editor-main">
          <Form.Item
            label={t(ck('fields.name'))}
            required={creating}
            help={creating ? undefined : t(ck('name_type_fixed'))}
          >
            <Input
              aria-label={t(ck('fields.name'))}
              value={name}
              maxLength={100}
              disabled={!creating}
              status={creating && name !== '' && !nameValid ? 'error' : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </Form.Item>
          <Form.Item label={t(ck('fields.type'))} required={creating}>
            <Select
              aria-label={t(ck('fields.type'))}
              value={type}
              disabled={!creating}
              options={CONDITION_TYPES.map((value) => ({ value, label: t(ck(`types.${value}`)) }))}
              onChange={(value: ConditionType) => setType(value)}
            />
          </Form.Item>
        </Form>
      </Card>
      <Alert
        type="info"
        showIcon
        className="condition-sentence"
        message={t(ck('fields.sentence'))}
        description={
          <Typography.Text strong data-testid="condition-sentence">
            {readableCondition(t, tree)}
          </Typography.Text>
        }
      />
      <ConditionTreeEditor value={tree} properties={properties} disabled={!allowed} onChange={setTree} />
    </Flex>
  );
}
