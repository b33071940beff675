import {
  DeleteOutlined,
  EyeOutlined,
  FilePdfOutlined,
  PaperClipOutlined,
  PictureOutlined,
} from '@ant-design/icons';
import type { ShipmentAttachmentInfo } from '@console/domain';
import { App, Button, Card, Empty, Flex, List, Modal, Select, Spin, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addError, addNotice } from '../../api/error-list.ts';
import { ListItemText } from '../layout/list-item-text.tsx';
import {
  fetchAttachment,
  useAttachFile,
  useDeleteAttachment,
  useShipmentAttachments,
  useShipmentDocumentTypes,
} from './attachments-api.ts';
import './attachments.css';

const T = 'admin.pages.attachments';
const MAX_BYTES = 10 * 1024 * 1024;

/** Registers §9: attachment dates show as month day, year with time. */
const formatDate = (iso: string) => dayjs(iso).format('MMM D, YYYY HH:mm');

/**
 * The attachments of a shipment (registers §7 "Attachments"): attach a photo or PDF (optionally
 * as a document of a type), open one in a preview, delete one. The attachments tab of `one_shipment`.
 */
export function ShipmentAttachmentsPanel({ shipmentId }: { shipmentId: string }): ReactElement {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const list = useShipmentAttachments(shipmentId);
  const types = useShipmentDocumentTypes();
  const attach = useAttachFile(shipmentId);
  const remove = useDeleteAttachment(shipmentId);
  const [typeId, setTypeId] = useState<string | undefined>(undefined);
  const [preview, setPreview] = useState<{ item: ShipmentAttachmentInfo; url: string } | null>(null);
  const [opening, setOpening] = useState<string | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const open = async (item: ShipmentAttachmentInfo) => {
    setOpening(item.id);
    try {
      const blob = await fetchAttachment(item.storageInfo.url);
      const typed = new Blob([blob], { type: item.storageInfo.contentType });
      setPreview({ item, url: URL.createObjectURL(typed) });
    } catch (error) {
      addError(error);
    } finally {
      setOpening(null);
    }
  };

  const confirmDelete = (item: ShipmentAttachmentInfo) =>
    modal.confirm({
      title: t(`${T}.delete_confirm`),
      okButtonProps: { danger: true },
      okText: t(`${T}.delete`),
      onOk: () => remove.mutateAsync(item.id).catch(addError),
    });

  return (
    // The tab holding the panel names it; the card only frames the list.
    <Card size="small" className="shipment-attachments">
      <Flex gap={8} wrap="wrap" align="center" className="shipment-attachments-upload">
        <Select
          allowClear
          className="shipment-attachments-type"
          placeholder={t(`${T}.no_type`)}
          aria-label={t(`${T}.document_type`)}
          value={typeId}
          onChange={setTypeId}
          loading={types.isLoading}
          options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
        />
        <Upload
          accept="image/*,application/pdf"
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            if (file.size > MAX_BYTES) {
              addNotice({ type: 'error', title: t(`${T}.hint`) });
              return Upload.LIST_IGNORE;
            }
            attach
              .mutateAsync({ file, ...(typeId ? { attachedDocumentTypeId: typeId } : {}) })
              .then(() => addNotice({ type: 'success', title: t(`${T}.uploaded`) }))
              .catch(addError);
            return false;
          }}
        >
          <Button icon={<PaperClipOutlined />} loading={attach.isPending}>
            {t(`${T}.upload`)}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t(`${T}.hint`)}</Typography.Text>
      </Flex>
      {list.isLoading ? (
        <Spin />
      ) : (list.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${T}.empty`)} />
      ) : (
        <List
          size="small"
          dataSource={list.data ?? []}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Button
                  key="open"
                  size="small"
                  icon={<EyeOutlined />}
                  loading={opening === item.id}
                  onClick={() => void open(item)}
                >
                  {t(`${T}.open`)}
                </Button>,
                <Button
                  key="delete"
                  size="small"
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t(`${T}.delete`)}
                  onClick={() => confirmDelete(item)}
                />,
              ]}
            >
              <ListItemText
                avatar={
                  item.storageInfo.contentType === 'application/pdf' ? (
                    <FilePdfOutlined />
                  ) : (
                    <PictureOutlined />
                  )
                }
                title={item.storageInfo.originalName ?? item.storageInfo.url}
                description={
                  <>
                    {item.attachedDocumentType ? `${item.attachedDocumentType.name} · ` : ''}
                    {t(`${T}.added_by`, { user: item.userCreate, date: formatDate(item.createdAt) })}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      <Modal
        open={preview !== null}
        onCancel={() => setPreview(null)}
        footer={null}
        width={900}
        title={preview?.item.storageInfo.originalName ?? t(`${T}.preview`)}
        destroyOnHidden
      >
        {preview &&
          (preview.item.storageInfo.contentType === 'application/pdf' ? (
            <object
              data={preview.url}
              type="application/pdf"
              className="shipment-attachment-pdf"
              aria-label={t(`${T}.preview`)}
            >
              <a href={preview.url} target="_blank" rel="noreferrer">
                {t(`${T}.open`)}
              </a>
            </object>
          ) : (
            <img
              src={preview.url}
              alt={preview.item.storageInfo.originalName ?? t(`${T}.preview`)}
              className="shipment-attachment-image"
            />
          ))}
      </Modal>
    </Card>
  );
}
