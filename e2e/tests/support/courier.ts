import type { CourierAction } from '@console/domain';
import { expect, type Page } from '@playwright/test';

/** The recipient shows an identity document (an address delivery with parcels needs one). */
export async function identifyByDocument(phone: Page, documentName?: string) {
  const dialog = phone.getByRole('dialog');
  const identification = dialog.getByTestId('identification');
  await expect(identification).toBeVisible();
  const options = phone.locator('.ant-select-dropdown:visible .ant-select-item-option');
  // The day's answer is fetched again after each action the queue sends; when it lands between the
  // press and the release of the tap, the option list is redrawn under the pointer and the choice is
  // not made. A courier taps again: so does the test, until the choice shows.
  await expect(async () => {
    await dialog.getByLabel('Document type').click({ timeout: 3_000 });
    const option = (documentName ? options.filter({ hasText: documentName }) : options).first();
    const label = ((await option.textContent({ timeout: 3_000 })) ?? '').trim();
    await option.click({ timeout: 3_000 });
    // The chosen type shows in the field itself (the option list is outside the dialog).
    const field = identification.locator('.ant-select:not(.ant-select-dropdown)');
    await expect(field.getByText(label, { exact: true }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
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
