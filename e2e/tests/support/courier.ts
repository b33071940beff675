import type { CourierAction } from '@console/domain';
import { expect, type Page } from '@playwright/test';

/** The recipient shows an identity document (an address delivery with parcels needs one). */
export async function identifyByDocument(phone: Page, documentName?: string) {
  const dialog = phone.getByRole('dialog');
  await expect(dialog.getByTestId('identification')).toBeVisible();
  await dialog.getByLabel('Document type').click();
  const options = phone.locator('.ant-select-item-option');
  await (documentName ? options.filter({ hasText: documentName }) : options).first().click();
  await dialog.getByLabel('Document number').fill('ABC123456');
}

/** What the phone's IndexedDB queue holds, as it would send it again. */
export const queuedActions = (phone: Page) =>
  phone.evaluate(
    () =>
      new Promise<CourierAction[]>((resolve, reject) => {
        const open = indexedDB.open('courier-day');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('actions').objectStore('actions').getAll();
          read.onsuccess = () =>
            resolve((read.result as { action: CourierAction }[]).map((entry) => entry.action));
          read.onerror = () => reject(read.error);
        };
      }),
  );
